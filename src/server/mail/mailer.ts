/**
 * Outgoing e-mail. By default every message is written as an .eml file under
 * `$DATA_DIR/mail` (open it with any mail program); with SMTP_URL it goes out over SMTP.
 */
import path from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go, when not to the sender address (e.g. the visitor of a contact form). */
  replyTo?: { name: string; address: string };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where file mail goes, when it goes to files. */
  readonly outbox?: string;
}

export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return { send: async (mail) => void (await transport.sendMail({ from: options.from, ...mail })) };
  }
  const outbox = path.join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sent = 0;
  return {
    outbox,
    async send(mail) {
      // Named when sent, with a count after the time: listed by name, mails of the same millisecond keep their order.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(++sent).padStart(9, '0')}-${randomUUID().slice(0, 8)}.eml`;
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(outbox, { recursive: true });
      await writeFile(path.join(outbox, name), info.message as Buffer);
    },
  };
}

/** Text for the HTML part of a mail (names and other values people typed). */
export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
