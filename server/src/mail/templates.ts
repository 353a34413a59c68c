/** The product's e-mails, in the language of the request that caused them, as text and HTML. */
import type { Language } from '@inkprint/shared';
import { translator } from '../i18n/index.js';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  link?: string;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function render(
  lang: Language,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
) {
  const t = translator(lang);
  // Text part: greeting, first paragraph, the action link on its own line, the rest, signature.
  const [first = '', ...rest] = paragraphs;
  const blocks = [
    t('mail', 'greeting'),
    first,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...rest,
  ];
  const text = `${[...blocks, t('mail', 'signature')].join('\n\n')}\n`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#3B3BBF;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(action.url)}</p>`
    : '';
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Inter,Arial,sans-serif;color:#1F2430;background:#FAFAF7;padding:24px"><div style="max-width:560px;margin:auto;background:#fff;padding:32px;border-radius:12px"><p style="font-weight:700;color:#3B3BBF;font-size:20px">Inkprint</p><p>${escapeHtml(t('mail', 'greeting'))}</p>${body[0] ?? ''}${button}${body.slice(1).join('')}<p>${escapeHtml(t('mail', 'signature'))}</p></div></body></html>`;
  return { subject, text, html, link: action?.url };
}

export function confirmEmailMail(lang: Language, url: string): MailContent {
  const t = translator(lang);
  return render(
    lang,
    t('mail', 'confirm_subject'),
    [t('mail', 'confirm_intro'), t('mail', 'confirm_expiry'), t('mail', 'ignore')],
    {
      label: t('mail', 'confirm_action'),
      url,
    },
  );
}

/** Sent on a resend when it is not certain whose registration to confirm: the inbox owner picks the password. */
export function finishSignupMail(lang: Language, url: string): MailContent {
  const t = translator(lang);
  return render(
    lang,
    t('mail', 'finish_subject'),
    [t('mail', 'finish_intro'), t('mail', 'reset_expiry'), t('mail', 'ignore')],
    { label: t('mail', 'finish_action'), url },
  );
}

export function resetPasswordMail(lang: Language, url: string): MailContent {
  const t = translator(lang);
  return render(
    lang,
    t('mail', 'reset_subject'),
    [t('mail', 'reset_intro'), t('mail', 'reset_expiry'), t('mail', 'ignore')],
    {
      label: t('mail', 'reset_action'),
      url,
    },
  );
}

export function accountExistsMail(lang: Language, loginUrl: string, forgotUrl: string): MailContent {
  const t = translator(lang);
  return render(
    lang,
    t('mail', 'exists_subject'),
    [t('mail', 'exists_intro'), t('mail', 'exists_reset', { url: forgotUrl }), t('mail', 'ignore')],
    { label: t('mail', 'exists_action'), url: loginUrl },
  );
}

export function passwordChangedMail(lang: Language, forgotUrl: string): MailContent {
  const t = translator(lang);
  return render(lang, t('mail', 'changed_subject'), [
    t('mail', 'changed_intro'),
    t('mail', 'changed_warning', { url: forgotUrl }),
  ]);
}

/** Goes to the support team, so it is written in English whatever the sender's language. */
export function contactMail(msg: {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  userId: string | null;
}): MailContent {
  const subject = `[Inkprint contact] ${msg.subject} — ${msg.name}`;
  const meta = `From: ${msg.name} <${msg.email}>\nSubject: ${msg.subject}\nLanguage: ${msg.language}\nAccount: ${msg.userId ?? 'not signed in'}`;
  const text = `${meta}\n\n${msg.message}\n`;
  const html = `<!doctype html><html><body><pre style="font-family:inherit">${escapeHtml(meta)}</pre><hr><p style="white-space:pre-wrap">${escapeHtml(msg.message)}</p></body></html>`;
  return { subject, text, html };
}
