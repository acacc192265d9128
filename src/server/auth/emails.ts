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
    body: 'Une réinitialisation du mot de passe de votre compte Scout a été demandée. Ouvrez ce lien pour en choisir un nouveau (valable une heure) :',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
} satisfies Record<Language, unknown>;

export function passwordResetEmail(o: { lang: Language; name: string; link: string }): MailContent {
  return linkEmail(resetCopy[o.lang], o);
}

const verifyCopy = {
  en: {
    subject: 'Confirm your Scout e-mail address',
    hello: (name: string) => `Hello ${name},`,
    body: 'Open this link to confirm that this address is yours (valid for 24 hours):',
    ignore: 'If you did not create a Scout account, ignore this e-mail.',
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail Scout',
    hello: (name: string) => `Bonjour ${name},`,
    body: 'Ouvrez ce lien pour confirmer que cette adresse est bien la vôtre (valable 24 heures) :',
    ignore: 'Si vous n’avez pas créé de compte Scout, ignorez cet e-mail.',
  },
} satisfies Record<Language, unknown>;

export function verifyEmailEmail(o: { lang: Language; name: string; link: string }): MailContent {
  return linkEmail(verifyCopy[o.lang], o);
}

const existingAccountCopy = {
  en: {
    subject: 'Someone tried to create a Scout account with your address',
    hello: (name: string) => `Hello ${name},`,
    body: 'Someone just tried to create a Scout account with this e-mail address, which already has one. If it was you, sign in; if you forgot your password, choose a new one here:',
    ignore: 'If it was not you, ignore this e-mail: nothing was changed on your account.',
  },
  fr: {
    subject: 'Quelqu’un a essayé de créer un compte Scout avec votre adresse',
    hello: (name: string) => `Bonjour ${name},`,
    body: 'Quelqu’un vient d’essayer de créer un compte Scout avec cette adresse e-mail, qui en a déjà un. Si c’était vous, connectez-vous ; si vous avez oublié votre mot de passe, choisissez-en un nouveau ici :',
    ignore: 'Si ce n’était pas vous, ignorez cet e-mail : rien n’a été modifié sur votre compte.',
  },
} satisfies Record<Language, unknown>;

/** To the owner of an address someone tried to sign up with again (the sign-up answer does not say). */
export function existingAccountEmail(o: { lang: Language; name: string; link: string }): MailContent {
  return linkEmail(existingAccountCopy[o.lang], o);
}

function linkEmail(
  t: { subject: string; hello: (name: string) => string; body: string; ignore: string },
  o: { name: string; link: string },
): MailContent {
  const text = `${t.hello(o.name)}\n\n${t.body}\n${o.link}\n\n${t.ignore}\n`;
  const html = `<p>${escapeHtml(t.hello(o.name))}</p><p>${escapeHtml(t.body)}<br><a href="${escapeHtml(o.link)}">${escapeHtml(o.link)}</a></p><p>${escapeHtml(t.ignore)}</p>`;
  return { subject: t.subject, text, html };
}
