import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type Mail from 'nodemailer/lib/mailer';
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
  /** Where a reply goes: the site's contact address, the one the footer names. */
  replyTo: string;
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

/** The sender's bare address, for the envelope: "Hanzo <boletin@hanzo.mx>" → boletin@hanzo.mx. */
export function senderAddress(from: string): string {
  const [sender, ...others] = addressparser(from, { flatten: true });
  if (!sender?.address || others.length > 0) throw new Error('MAIL_FROM must name one address');
  return sender.address;
}

/**
 * The message for one recipient. The address goes in as an address, never as a string nodemailer
 * would parse (a comma or a display name in it cannot add a recipient), and the envelope names
 * both ends explicitly.
 */
export function mailMessage(settings: SmtpSettings, to: string, mail: RenderedMail): Mail.Options {
  return {
    from: settings.from,
    to: { name: '', address: to },
    replyTo: settings.replyTo,
    envelope: { from: senderAddress(settings.from), to: [to] },
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: {
      'Content-Language': 'es-MX',
      // RFC 3834: vacation replies and other robots do not answer it.
      'Auto-Submitted': 'auto-generated',
      // Brevo's relay: no open pixel and no click redirect on these mails (the sign-in link stays
      // the one Firebase made). The header is the one Brevo's users send, not a documented
      // setting: check it on the first real mail (docs/firebase.md, "After the first deploy").
      'X-Mailin-Track': '0',
    },
  };
}

export async function sendMail(settings: SmtpSettings, to: string, mail: RenderedMail) {
  const transport = nodemailer.createTransport(transportOptions(settings));
  try {
    await transport.sendMail(mailMessage(settings, to, mail));
  } finally {
    transport.close();
  }
}
