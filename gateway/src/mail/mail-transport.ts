import { createTransport } from 'nodemailer';
import type { MailAddress, MailMessage } from './mail-message.js';

/** Sends one message; resolves when the mail server has accepted it. */
export type SendMail = (message: MailMessage) => Promise<void>;

// A mail server that stops answering must not hold a job past its lease (see mail-job.ts).
const TIMEOUT_MS = 30_000;

export function smtpSender(smtpUrl: string, from: string): SendMail {
  const transport = createTransport({ url: smtpUrl, connectionTimeout: TIMEOUT_MS, greetingTimeout: TIMEOUT_MS, socketTimeout: TIMEOUT_MS });
  return async (message) => {
    await transport.sendMail({ from, ...message });
  };
}

/** Who a message is for, as the dashboard shows it. */
export function recipientOf(to: MailMessage['to']): string {
  return Array.isArray(to) ? to.join(', ') : (to as MailAddress).address;
}
