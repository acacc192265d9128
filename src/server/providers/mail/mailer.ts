export interface MailContent {
  subject: string;
  text: string;
  html?: string;
}

export interface MailMessage extends MailContent {
  to: string;
}

export interface Mailer {
  /** Which transport delivers: 'smtp' when SMTP_URL is set, else 'log'. */
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
}
