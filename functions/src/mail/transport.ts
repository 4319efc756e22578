import nodemailer from 'nodemailer';
import type { RenderedMail } from './render';

// Sends one rendered mail through the owner's SMTP server (nodemailer). TLS is required unless the
// server is on this machine (the tests' local SMTP server): the password never crosses a network
// in clear text.

export interface SmtpSettings {
  host: string;
  port: number;
  user: string;
  password: string;
  /** The sender, e.g. "Hanzo <boletin@hanzo.mx>". */
  from: string;
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

export function transportOptions({ host, port, user, password }: SmtpSettings) {
  const local = LOCAL_HOSTS.has(host);
  return {
    host,
    port,
    // 465 speaks TLS from the start; 587 upgrades with STARTTLS, which requireTLS insists on.
    secure: port === 465,
    requireTLS: !local && port !== 465,
    auth: { user, pass: password },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

export async function sendMail(settings: SmtpSettings, to: string, mail: RenderedMail) {
  const transport = nodemailer.createTransport(transportOptions(settings));
  try {
    await transport.sendMail({
      from: settings.from,
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  } finally {
    transport.close();
  }
}
