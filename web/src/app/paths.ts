// Every route of the app in one place, so links and redirects cannot drift apart.
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  voiceSetup: '/voice-setup',
  generate: '/generate',
  history: '/history',
  settings: '/settings',
  features: '/features',
  pricing: '/pricing',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resendConfirmation: '/resend-confirmation',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Public information pages: reachable signed in or out (spec §2). */
export const publicInfoPaths = [
  paths.terms,
  paths.privacy,
  paths.contact,
  paths.features,
  paths.pricing,
  paths.about,
] as const;

/** Screens only a signed-in user sees. */
export const appPaths = [
  paths.dashboard,
  paths.voiceSetup,
  paths.generate,
  paths.history,
  paths.settings,
] as const;

/** Screens of the auth layout, for signed-out visitors only. */
export const authPaths = [
  paths.login,
  paths.register,
  paths.forgotPassword,
  paths.resendConfirmation,
  paths.resetPassword,
  paths.confirmEmail,
] as const;
