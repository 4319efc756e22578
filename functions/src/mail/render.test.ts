/** @jest-environment node */
import { renderMail } from './render';

const facts = {
  email: 'ana@empresa.mx',
  link: 'https://hanzo.mx/boletin/?confirmar=abc.def&x=1',
  siteUrl: 'https://hanzo.mx',
  legalName: 'Hanzo Consultoría',
  address: 'Ciudad de México, México',
  contactEmail: 'privacidad@hanzo.mx',
};

describe('the newsletter mail', () => {
  it('says in its subject and first line that it confirms a subscription, and when the link expires', () => {
    const mail = renderMail('confirm', facts);
    expect(mail.subject).toBe('Confirma tu suscripción al boletín de Hanzo');
    expect(mail.text.split('\n')[0]).toBe('Confirma tu suscripción al boletín de Hanzo');
    expect(mail.html).toContain('<h1 style=');
    expect(mail.html).toContain('>Confirma tu suscripción al boletín de Hanzo</h1>');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Confirmar mi suscripción');
      expect(part).toContain('El enlace sirve 7 días, en cualquier dispositivo');
      // Ignoring it means no subscription.
      expect(part).toContain('sin tu confirmación no te enviaremos el boletín');
      expect(part).toContain('https://hanzo.mx/boletin/');
    }
  });

  it('names the link to manage a subscription for what it is', () => {
    const mail = renderMail('manage', facts);
    expect(mail.subject).toBe('Tu enlace para administrar tu suscripción');
    expect(mail.text.split('\n')[0]).toBe('Tu enlace para administrar tu suscripción');
    expect(mail.text).toContain('Administrar mi suscripción');
    expect(mail.text).not.toContain('Confirma');
    expect(mail.text).toContain('vence en una hora');
  });

  it('carries the link in the button, the fallback line and the text part', () => {
    const mail = renderMail('confirm', facts);
    const escaped = facts.link.replace(/&/g, '&amp;');
    expect(mail.html.split(`href="${escaped}"`)).toHaveLength(3);
    expect(mail.text).toContain(`\n${facts.link}\n`);
  });

  it('says who writes and why, with the privacy notice', () => {
    const { text, html } = renderMail('confirm', facts);
    for (const part of [text, html]) {
      expect(part).toContain('Hanzo Consultoría (Ciudad de México, México)');
      expect(part).toContain('privacidad@hanzo.mx');
      expect(part).toContain('https://hanzo.mx/privacidad/');
    }
  });

  it('escapes what it quotes, so an address cannot add markup', () => {
    const { html } = renderMail('confirm', {
      ...facts,
      email: '"><img src=x>@ejemplo.mx',
      legalName: 'A & B <S.A.>',
    });
    expect(html).not.toContain('<img src=x>');
    expect(html).toContain('&quot;&gt;&lt;img src=x&gt;@ejemplo.mx');
    expect(html).toContain('A &amp; B &lt;S.A.&gt;');
  });

  it('is in Spanish, one column at most 560 px wide, laid out with tables for Outlook', () => {
    const { html } = renderMail('confirm', facts);
    expect(html).toContain('<html lang="es-MX">');
    expect(html).toContain('max-width:560px');
    expect(html).toContain('role="presentation"');
    expect(html).not.toMatch(/<style|class="/);
  });
});
