import { createRequire } from 'node:module';
import type Nodemailer from 'nodemailer';
import type { Db } from '#server/db/client.ts';
import { outbox } from '#server/db/schema/outbox.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { Mailer } from './mailer.ts';

// Loaded only with SMTP_URL: without it nothing is sent, and the module is memory held for nothing.
const require = createRequire(import.meta.url);

/**
 * SMTP when SMTP_URL is set; otherwise every e-mail is written to the log and kept in the `outbox`
 * table, so reset links work on a machine with no mail server.
 */
export function createMailer(o: { smtpUrl?: string; from: string; db: Db; logger: Logger }): Mailer {
  if (o.smtpUrl) {
    const nodemailer = require('nodemailer') as typeof Nodemailer;
    const transport = nodemailer.createTransport(o.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: o.from, ...message });
        o.logger.info({ to: message.to, subject: message.subject }, 'e-mail sent');
      },
    };
  }
  return {
    kind: 'log',
    async send(message) {
      await o.db.insert(outbox).values({ to: message.to, subject: message.subject, text: message.text });
      o.logger.info(
        { mail: { to: message.to, subject: message.subject, text: message.text } },
        'e-mail not sent (no SMTP_URL): logged instead',
      );
    },
  };
}
