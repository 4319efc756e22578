/** @jest-environment node */
import { type StandIns, startStandIns } from '../../../scripts/mail-stand-ins';
import { TEST_SMTP_USER } from '../../../scripts/export-env';
import { renderMail } from './render';
import { sendMail, transportOptions } from './transport';

const smtp = {
  host: 'smtp-relay.brevo.com',
  port: 587,
  user: 'u',
  password: 'p',
  from: 'Hanzo <b@hanzo.mx>',
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

describe('sending through a local SMTP server', () => {
  let standIns: StandIns;
  let mailbox: string;
  beforeAll(async () => {
    standIns = await startStandIns({ smtp: 0, standIns: 0 });
    mailbox = `http://127.0.0.1:${standIns.apiPort}/mailbox`;
  });
  afterAll(() => standIns.close());

  const facts = {
    email: 'ana@empresa.mx',
    link: 'https://hanzo.mx/boletin/?oobCode=x',
    siteUrl: 'https://hanzo.mx',
    legalName: 'Hanzo',
    address: 'CDMX',
    contactEmail: 'privacidad@hanzo.mx',
  };
  const local = () => ({
    ...smtp,
    host: '127.0.0.1',
    port: standIns.smtpPort,
    user: TEST_SMTP_USER,
  });

  it('delivers the mail from the owner, with its subject, text and HTML', async () => {
    await sendMail(local(), 'ana@empresa.mx', renderMail('confirm', facts));
    const [mail] = (await (await fetch(`${mailbox}?to=ana@empresa.mx`)).json()) as {
      from: string;
      subject: string;
      text: string;
      html: string;
    }[];
    expect(mail?.from).toBe('"Hanzo" <b@hanzo.mx>');
    expect(mail?.subject).toBe('Confirma tu suscripción al boletín de Hanzo');
    expect(mail?.text).toContain(facts.link);
    expect(mail?.html).toContain('Confirmar mi suscripción');
  });

  it('fails when the server refuses the login', async () => {
    await expect(
      sendMail({ ...local(), user: 'otra-persona' }, 'ana@empresa.mx', renderMail('manage', facts)),
    ).rejects.toThrow();
  });
});
