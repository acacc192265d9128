import type { Language } from '#domain/languages.ts';
import { DISPLAY_NAME_MAX_LENGTH, nameProblem } from '#domain/names.ts';
import { escapeHtml, quoted } from '../providers/mail/mail-text.ts';
import type { MailContent } from '../providers/mail/mailer.ts';

/**
 * The account e-mails. Whoever signs up chooses the account's name and the address it is sent to, so
 * the name never opens the e-mail or a sentence of ours (issue 30: "customer,\n\nURGENT: …"): the
 * greeting is ours alone, and the name is quoted below as data, only when it is a valid name
 * (#domain/names.ts; one stored before the rule came is left out).
 */
const common = {
  en: { hello: 'Hello,', account: (name: string) => `Name on the account: ${name}` },
  fr: { hello: 'Bonjour,', account: (name: string) => `Nom du compte\u202f: ${name}` },
} satisfies Record<Language, unknown>;

const resetCopy = {
  en: {
    subject: 'Reset your Scout password',
    body: 'Someone asked to reset the password of your Scout account. Open this link to choose a new one (valid for one hour):',
    ignore: 'If it was not you, ignore this e-mail: your password stays the same.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Scout',
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
    body: 'Someone created a Scout account with this e-mail address. If it was you, open this link to confirm that the address is yours (valid for 24 hours):',
    ignore: 'If you did not create a Scout account, ignore this e-mail: the account stays unconfirmed.',
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail Scout',
    body: 'Un compte Scout a été créé avec cette adresse e-mail. Si c’était vous, ouvrez ce lien pour confirmer que cette adresse est bien la vôtre (valable 24 heures) :',
    ignore: 'Si vous n’avez pas créé de compte Scout, ignorez cet e-mail : le compte reste non confirmé.',
  },
} satisfies Record<Language, unknown>;

export function verifyEmailEmail(o: { lang: Language; name: string; link: string }): MailContent {
  return linkEmail(verifyCopy[o.lang], o);
}

const existingAccountCopy = {
  en: {
    subject: 'Someone tried to create a Scout account with your address',
    body: 'Someone just tried to create a Scout account with this e-mail address, which already has one. If it was you, sign in; if you forgot your password, choose a new one here:',
    ignore: 'If it was not you, ignore this e-mail: nothing was changed on your account.',
  },
  fr: {
    subject: 'Quelqu’un a essayé de créer un compte Scout avec votre adresse',
    body: 'Quelqu’un vient d’essayer de créer un compte Scout avec cette adresse e-mail, qui en a déjà un. Si c’était vous, connectez-vous ; si vous avez oublié votre mot de passe, choisissez-en un nouveau ici :',
    ignore: 'Si ce n’était pas vous, ignorez cet e-mail : rien n’a été modifié sur votre compte.',
  },
} satisfies Record<Language, unknown>;

/** To the owner of an address someone tried to sign up with again (the sign-up answer does not say). */
export function existingAccountEmail(o: { lang: Language; name: string; link: string }): MailContent {
  return linkEmail(existingAccountCopy[o.lang], o);
}

function linkEmail(
  t: { subject: string; body: string; ignore: string },
  o: { lang: Language; name: string; link: string },
): MailContent {
  const c = common[o.lang];
  const name = o.name.trim();
  const account = nameProblem(name, DISPLAY_NAME_MAX_LENGTH) ? null : c.account(quoted(name, o.lang));
  const paragraphs = [c.hello, `${t.body}\n${o.link}`, ...(account ? [account] : []), t.ignore];
  const text = `${paragraphs.join('\n\n')}\n`;
  const html =
    `<p>${escapeHtml(c.hello)}</p><p>${escapeHtml(t.body)}<br><a href="${escapeHtml(o.link)}">${escapeHtml(o.link)}</a></p>` +
    (account ? `<p>${escapeHtml(account)}</p>` : '') +
    `<p>${escapeHtml(t.ignore)}</p>`;
  return { subject: t.subject, text, html };
}
