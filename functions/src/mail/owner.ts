// What every mail the functions send shares: the owner's SMTP server and sender (params.ts) and
// the site's facts its footer names. Apart from params.ts, which must not read the site's settings:
// modules the rules suite imports read the parameters without the build's inlined settings.
import { siteConfig } from '@/lib/config/site-config';
import { MAIL_FROM, SMTP_HOST, SMTP_PASSWORD, SMTP_PORT, SMTP_USER } from '../params';
import type { SmtpSettings } from './transport';

/** The SMTP settings every mail goes out with; a reply goes to the site's contact address. */
export function ownerSmtp(): SmtpSettings {
  return {
    host: SMTP_HOST.value(),
    port: SMTP_PORT.value(),
    user: SMTP_USER.value(),
    password: SMTP_PASSWORD.value(),
    from: MAIL_FROM.value(),
    replyTo: siteConfig.contactEmail,
  };
}

/** The site's facts every mail's footer names (the responsible party, its address). */
export function mailSite() {
  return {
    siteUrl: siteConfig.url,
    legalName: siteConfig.legalName,
    address: siteConfig.address,
    contactEmail: siteConfig.contactEmail,
  };
}
