import type { Transporter } from 'nodemailer';
import type { MailAddress, MailMessage } from './mail-message.js';

/** Sends one message; resolves when the mail server has accepted it. */
export type SendMail = (message: MailMessage) => Promise<void>;

// A mail server that stops answering must not hold a job past its lease (see mail-job.ts).
const TIMEOUT_MS = 30_000;

export function smtpSender(smtpUrl: string, from: string): SendMail {
  // Made at the first e-mail: nodemailer (some 3 MB of heap) is loaded only by a gateway that sends one.
  let transport: Promise<Transporter> | undefined;
  return async (message) => {
    transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({ url: smtpUrl, connectionTimeout: TIMEOUT_MS, greetingTimeout: TIMEOUT_MS, socketTimeout: TIMEOUT_MS }),
    );
    await (await transport).sendMail({ from, ...message });
  };
}

/** Who a message is for, as the dashboard shows it. */
export function recipientOf(to: MailMessage['to']): string {
  return Array.isArray(to) ? to.join(', ') : (to as MailAddress).address;
}
