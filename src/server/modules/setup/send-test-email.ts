import { AppError } from '#server/lib/app-error.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';

/**
 * A test e-mail to the administrator through the configured transport (SMTP, or the log and outbox
 * without SMTP_URL), so the operator sees that password resets and alerts will arrive. A refusal of
 * the mail server comes back as `test_email_failed` with its message (the admin's own server).
 */
export async function sendTestEmail(o: { mailer: Mailer; to: string; siteName: string; log: Logger }) {
  try {
    await o.mailer.send({
      to: o.to,
      subject: `${o.siteName}: test e-mail`,
      text: `This test e-mail was sent from the setup page of ${o.siteName}: e-mail delivery works.`,
    });
  } catch (err) {
    o.log.warn({ err }, 'test e-mail refused by the mail server');
    throw new AppError('test_email_failed', 502, {
      reason: String((err as Error).message ?? err).slice(0, 200),
    });
  }
  return { sentTo: o.to, transport: o.mailer.kind };
}
