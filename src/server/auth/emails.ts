import type { Language } from '#domain/languages.ts';
import type { MailContent } from '../providers/mail/mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const resetCopy = {
  en: {
    subject: 'Reset your Scout password',
    hello: (name: string) => `Hello ${name},`,
    body: 'Someone asked to reset the password of your Scout account. Open this link to choose a new one (valid for one hour):',
    ignore: 'If it was not you, ignore this e-mail: your password stays the same.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Scout',
    hello: (name: string) => `Bonjour ${name},`,
    body: 'Une réinitialisation du mot de passe de votre compte Scout a été demandée. Ouvrez ce lien pour en choisir un nouveau (valable une heure) :',
    ignore:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
  },
} satisfies Record<Language, unknown>;

export function passwordResetEmail(o: { lang: Language; name: string; link: string }): MailContent {
  const t = resetCopy[o.lang];
  const text = `${t.hello(o.name)}\n\n${t.body}\n${o.link}\n\n${t.ignore}\n`;
  const html = `<p>${escapeHtml(t.hello(o.name))}</p><p>${escapeHtml(t.body)}<br><a href="${escapeHtml(o.link)}">${escapeHtml(o.link)}</a></p><p>${escapeHtml(t.ignore)}</p>`;
  return { subject: t.subject, text, html };
}
