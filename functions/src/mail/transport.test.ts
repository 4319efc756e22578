/** @jest-environment node */
import MailComposer from 'nodemailer/lib/mail-composer';
import { type ReceivedMail, type StandIns, startStandIns } from '../../../testing/mail-stand-ins';
import { TEST_SMTP_USER } from '../../../testing/env';
import { renderMail } from './render';
import { mailMessage, sendMail, senderAddress, transportOptions } from './transport';

const smtp = {
  host: 'smtp-relay.brevo.com',
  port: 587,
  user: 'u',
  password: 'p',
  from: 'Hanzo <b@hanzo.mx>',
  replyTo: 'privacidad@hanzo.mx',
};

const facts = {
  email: 'ana@empresa.mx',
  link: 'https://hanzo.mx/boletin/?oobCode=x',
  siteUrl: 'https://hanzo.mx',
  legalName: 'Hanzo',
  address: 'CDMX',
  contactEmail: 'privacidad@hanzo.mx',
};

describe('the SMTP connection', () => {
  it('insists on TLS off this machine: STARTTLS on 587, TLS from the start on 465', () => {
    expect(transportOptions(smtp)).toMatchObject({ secure: false, requireTLS: true });
    expect(transportOptions({ ...smtp, port: 465 })).toMatchObject({
      secure: true,
      requireTLS: false,
    });
  });

  it("lets a server on this machine (the tests') go without TLS", () => {
    expect(transportOptions({ ...smtp, host: '127.0.0.1' })).toMatchObject({
      secure: false,
      requireTLS: false,
    });
  });
});

describe('the message', () => {
  /** The message as nodemailer writes it: its header block, unfolded. */
  async function headersOf(to: string) {
    const message = mailMessage(smtp, to, await renderMail('confirm', facts));
    const raw = (await new MailComposer(message).compile().build()).toString('utf8');
    return raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  }

  it('names the contact address for replies, its language, and that a robot sent it', async () => {
    const headers = await headersOf('ana@empresa.mx');
    expect(headers).toMatch(/^From: Hanzo <b@hanzo\.mx>$/m);
    expect(headers).toMatch(/^To: ana@empresa\.mx$/m);
    expect(headers).toMatch(/^Reply-To: privacidad@hanzo\.mx$/m);
    expect(headers).toMatch(/^Content-Language: es-MX$/m);
    expect(headers).toMatch(/^Auto-Submitted: auto-generated$/m);
    expect(headers).toMatch(/^X-Mailin-Track: 0$/m);
  });

  it('takes the recipient as one address: a comma or a display name in it adds no one', async () => {
    const to = 'ana@empresa.mx, otro@ejemplo.mx';
    const message = mailMessage(smtp, to, await renderMail('confirm', facts));
    expect(message.envelope).toEqual({ from: 'b@hanzo.mx', to: [to] });
    expect(message.to).toEqual({ name: '', address: to });
    // One quoted address, which a server refuses, rather than two recipients.
    expect(await headersOf(to)).toMatch(/^To: <"ana@empresa\.mx, otro"@ejemplo\.mx>$/m);
  });

  it('puts the bare sender address in the envelope, and refuses a sender that is not one', () => {
    expect(senderAddress('Hanzo <boletin@hanzo.mx>')).toBe('boletin@hanzo.mx');
    expect(senderAddress('boletin@hanzo.mx')).toBe('boletin@hanzo.mx');
    expect(() => senderAddress('a@hanzo.mx, b@hanzo.mx')).toThrow('MAIL_FROM');
    expect(() => senderAddress('Hanzo')).toThrow('MAIL_FROM');
  });
});

describe('sending through a local SMTP server', () => {
  let standIns: StandIns;
  let mailbox: string;
  beforeAll(async () => {
    standIns = await startStandIns({ smtp: 0, standIns: 0 });
    mailbox = `http://127.0.0.1:${standIns.apiPort}/mailbox`;
  });
  afterAll(() => standIns.close());

  const local = () => ({
    ...smtp,
    host: '127.0.0.1',
    port: standIns.smtpPort,
    user: TEST_SMTP_USER,
  });

  it('delivers the mail from the owner, with its subject, text, HTML and headers', async () => {
    await sendMail(local(), 'ana@empresa.mx', await renderMail('confirm', facts));
    const [mail] = (await (await fetch(`${mailbox}?to=ana@empresa.mx`)).json()) as ReceivedMail[];
    expect(mail?.from).toBe('"Hanzo" <b@hanzo.mx>');
    expect(mail?.envelope).toEqual({ from: 'b@hanzo.mx', to: ['ana@empresa.mx'] });
    expect(mail?.subject).toBe('Confirma tu suscripción al boletín de Hanzo');
    expect(mail?.text).toContain(facts.link);
    expect(mail?.html).toContain('Confirmar mi suscripción');
    expect(mail?.headers).toMatchObject({
      'reply-to': 'privacidad@hanzo.mx',
      'content-language': 'es-MX',
      'auto-submitted': 'auto-generated',
      'x-mailin-track': '0',
    });
  });

  it('fails when the server refuses the login', async () => {
    await expect(
      sendMail(
        { ...local(), user: 'otra-persona' },
        'ana@empresa.mx',
        await renderMail('manage', facts),
      ),
    ).rejects.toThrow();
  });
});
