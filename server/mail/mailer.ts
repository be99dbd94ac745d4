import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { isValidEmail } from '../../src/shared/rules/validation';

// SMTP_URL set → mail goes to that server; unset → every message is written as an .eml file under
// DATA_DIR/outbox/ (what tests and a shop without a mail server read). Operators rely on this.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Zujaj <no-reply@zujaj.local>';

export const outboxDir = (dataDir: string): string => path.join(dataDir, 'outbox');

/**
 * The one mailbox a message goes to: a plain address (the shared EMAIL rule), handed
 * to nodemailer as an address object so it is never parsed as a list or a display name. Anything
 * else is refused before a byte is sent.
 */
export function recipient(to: string): { name: string; address: string } {
  if (!isValidEmail(to)) throw new Error('mail recipient is not one plain e-mail address');
  return { name: '', address: to.trim() };
}

// Quoted-printable keeps ASCII (codes, links) readable in the raw message.
const common = (from: string, message: MailMessage) => ({
  from,
  ...message,
  to: recipient(message.to),
  textEncoding: 'quoted-printable' as const,
});

export function createSmtpMailer(smtpUrl: string, from: string = DEFAULT_MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail(common(from, message));
    },
  };
}

/** Writes each message to `<dir>/<timestamp>-<random>.eml`, via a temporary name so a reader never sees half a file. */
export function createOutboxMailer(dir: string, from: string = DEFAULT_MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail(common(from, message));
      await fs.mkdir(dir, { recursive: true });
      const name = `${Date.now()}-${randomBytes(6).toString('hex')}.eml`;
      const temporary = path.join(dir, `.${name}.tmp`);
      await fs.writeFile(temporary, info.message as Buffer);
      await fs.rename(temporary, path.join(dir, name));
    },
  };
}

/** The mailer the configuration asks for; MAIL_FROM (optional) sets the sender. */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'dataDir'>,
  env: NodeJS.ProcessEnv = process.env,
): Mailer {
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, from)
    : createOutboxMailer(outboxDir(config.dataDir), from);
}
