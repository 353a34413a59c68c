// Behaviour of the contact page: validation, the sending state, success and failure, and how editing
// a field clears the last outcome message.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client';
import de from './locales/de.json';
import en from './locales/en.json';
import ContactPage from './routes/contact';

vi.mock('../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const apiRequestMock = vi.mocked(apiRequest);

type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

async function makeI18n(lng: 'en' | 'de' = 'en') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    ns: ['marketing'],
    defaultNS: 'marketing',
    resources: { en: { marketing: en }, de: { marketing: de } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

async function renderPage(lng: 'en' | 'de' = 'en') {
  const i18n = await makeI18n(lng);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ContactPage />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

let contactCall: Deferred | null = null;

function answerContactWith(outcome: 'pending' | 'ok' | 'fail') {
  apiRequestMock.mockImplementation((method, path) => {
    if (method === 'GET' && path === '/config')
      return Promise.resolve({ support_email: 'help@inkprint.test' });
    if (outcome === 'ok') return Promise.resolve({ message: 'Thanks' });
    if (outcome === 'fail')
      return Promise.reject(Object.assign(new Error('Mail down'), { code: 'INTERNAL' }));
    return new Promise((resolve, reject) => {
      contactCall = { resolve, reject };
    });
  });
}

const fields = () => ({
  name: screen.getByLabelText('Name') as HTMLInputElement,
  email: screen.getByLabelText('Email') as HTMLInputElement,
  subject: screen.getByLabelText('Subject') as HTMLSelectElement,
  message: screen.getByLabelText('Message') as HTMLTextAreaElement,
});

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  const { name, email, subject, message } = fields();
  await user.type(name, 'Ada Lovelace');
  await user.type(email, 'Ada@Example.com');
  await user.selectOptions(subject, 'feature');
  await user.type(message, 'Could you add a newsletter format?');
}

const submitButton = () => screen.getByRole('button', { name: /send message|sending/i });

describe('contact page', () => {
  beforeEach(() => {
    apiRequestMock.mockReset();
    contactCall = null;
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the support address from the server settings, the response time and three FAQ entries', async () => {
    answerContactWith('ok');
    await renderPage();
    const link = await screen.findByRole('link', { name: 'help@inkprint.test' });
    expect(link).toHaveAttribute('href', 'mailto:help@inkprint.test');
    expect(screen.getByText(/about 24 hours on business days/)).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(faq).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('offers the five subjects with translated labels', async () => {
    answerContactWith('ok');
    await renderPage();
    const options = within(fields().subject).getAllByRole('option');
    expect(options.slice(1).map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['general', 'General inquiry'],
      ['technical', 'Technical support'],
      ['billing', 'Billing'],
      ['feature', 'Feature request'],
      ['bug', 'Bug report'],
    ]);
  });

  it('requires every field and sends nothing while the form is incomplete', async () => {
    answerContactWith('ok');
    const user = await renderPage();
    await user.click(submitButton());

    const { name, email, subject, message } = fields();
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Please fill in this field.');
    expect(email).toHaveAccessibleDescription('Please fill in this field.');
    expect(subject).toHaveAccessibleDescription('Please choose a subject.');
    expect(message).toHaveAccessibleDescription('Please fill in this field.');
    expect(apiRequestMock).not.toHaveBeenCalledWith('POST', '/contact', expect.anything());
  });

  it('rejects a malformed e-mail address with a translated message', async () => {
    answerContactWith('ok');
    const user = await renderPage('de');
    await user.type(screen.getByLabelText('E-Mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
  });

  it('says what is wrong with a name holding a tab, not that the field is empty', async () => {
    answerContactWith('ok');
    const user = await renderPage('de');
    await user.click(screen.getByLabelText('Name'));
    await user.paste('Ada\tLovelace');
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Bitte entfernen Sie unsichtbare Zeichen wie Tabulatoren aus diesem Feld.',
    );
    expect(apiRequestMock).not.toHaveBeenCalledWith('POST', '/contact', expect.anything());
  });

  it('disables the button while sending, then clears the form and thanks the visitor', async () => {
    answerContactWith('pending');
    const user = await renderPage();
    await fillForm(user);
    await user.click(submitButton());

    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    expect(apiRequestMock).toHaveBeenCalledWith('POST', '/contact', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'feature',
      message: 'Could you add a newsletter format?',
    });

    contactCall!.resolve({ message: 'Thanks' });
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your message.');
    const { name, email, subject, message } = fields();
    expect(name.value).toBe('');
    expect(email.value).toBe('');
    expect(subject.value).toBe('');
    expect(message.value).toBe('');
    expect(submitButton()).toBeEnabled();
  });

  it('keeps what the visitor typed when sending fails and shows the apology', async () => {
    answerContactWith('fail');
    const user = await renderPage();
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, there was an error sending your message. Please try again.',
    );
    const { name, email, subject, message } = fields();
    expect(name.value).toBe('Ada Lovelace');
    expect(email.value).toBe('Ada@Example.com');
    expect(subject.value).toBe('feature');
    expect(message.value).toBe('Could you add a newsletter format?');
    expect(submitButton()).toBeEnabled();
  });

  it('clears the error message as soon as a field is edited', async () => {
    answerContactWith('fail');
    const user = await renderPage();
    await fillForm(user);
    await user.click(submitButton());
    await screen.findByRole('alert');

    await user.type(fields().message, ' Thanks.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the thank-you message when the visitor starts a new message', async () => {
    answerContactWith('ok');
    const user = await renderPage();
    await fillForm(user);
    await user.click(submitButton());
    await screen.findByRole('status');

    await user.type(fields().name, 'B');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
