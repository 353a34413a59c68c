// sessionStorage key that carries an unconfirmed e-mail from the login screen to resend-confirmation.
export const UNCONFIRMED_EMAIL_KEY = 'unconfirmedEmail';
