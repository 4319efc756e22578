import { type MailCopy, type MailFacts, newsletterMail } from '@/content/newsletter-mail';
import type { LinkMail } from '@/lib/email/link-contract';

// A link's mail as HTML and plain text, in the site's colours. Written for the mail apps people
// use: tables and inline styles (Outlook on Windows renders with Word and ignores most CSS, so a
// conditional table holds the column at 560 px there), a button that is a padded table cell (it
// shows in every app, images off included), one column at most 560 px wide that shrinks on a
// phone, system fonts, and every sentence also in the text part.

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The site's palette (app/globals.css): the navigation's olive and the terracotta of its buttons. */
const COLOURS = {
  page: '#f7f7f0',
  card: '#ffffff',
  brand: '#57593d',
  ink: '#1f2015',
  muted: '#474932',
  line: '#dadbbf',
  button: '#b84818',
} as const;

const FONT = "Arial, 'Helvetica Neue', Helvetica, sans-serif";

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A paragraph of the body; addresses and links in it stay plain text (mail apps link them). */
const paragraph = (text: string, style = '') =>
  `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;

export function renderMail(kind: LinkMail, facts: MailFacts): RenderedMail {
  const copy: MailCopy = newsletterMail[kind](facts);
  const footer = newsletterMail.footer(facts);
  const link = escapeHtml(facts.link);
  const html = `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(copy.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLOURS.page};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(copy.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLOURS.page};">
<tr><td align="center" style="padding:24px 12px;">
<!--[if mso]><table role="presentation" width="560" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:${COLOURS.card};border:1px solid ${COLOURS.line};border-radius:16px;">
<tr><td style="background:${COLOURS.brand};border-radius:15px 15px 0 0;padding:18px 28px;font-family:${FONT};font-size:22px;line-height:28px;font-weight:bold;color:#ffffff;">${escapeHtml(newsletterMail.brand)}</td></tr>
<tr><td style="padding:28px;font-family:${FONT};font-size:16px;line-height:24px;color:${COLOURS.ink};">
<h1 style="margin:0 0 16px;font-family:${FONT};font-size:24px;line-height:30px;color:${COLOURS.ink};">${escapeHtml(copy.heading)}</h1>
${paragraph(copy.intro)}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td align="center" bgcolor="${COLOURS.button}" style="border-radius:999px;background:${COLOURS.button};">
<a href="${link}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:999px;">${escapeHtml(copy.button)}</a>
</td></tr>
</table>
${paragraph(copy.expiry)}
${paragraph(copy.ignore)}
<p style="margin:8px 0 0;font-size:13px;line-height:20px;color:${COLOURS.muted};">${escapeHtml(newsletterMail.fallback)}<br>
<a href="${link}" style="color:${COLOURS.brand};word-break:break-all;">${link}</a></p>
</td></tr>
<tr><td style="padding:18px 28px;border-top:1px solid ${COLOURS.line};font-family:${FONT};font-size:13px;line-height:20px;color:${COLOURS.muted};">${escapeHtml(footer)}</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    copy.heading,
    '',
    copy.intro,
    '',
    `${copy.button}:`,
    facts.link,
    '',
    copy.expiry,
    '',
    copy.ignore,
    '',
    '--',
    footer,
    '',
  ].join('\n');
  return { subject: copy.subject, html, text };
}
