import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

// The owner's settings (docs/firebase.md, "The newsletter's mail"): parameters from
// functions/.env (checked by `npm run check:deploy`), passwords and keys as Secret Manager secrets
// (`firebase functions:secrets:set NAME`). The site's own facts (its address, the responsible
// party) come with the build, from the same settings as the pages (lib/config/site-config.ts,
// inlined by scripts/build-functions.ts).

/** The owner's SMTP server: Brevo's relay by default, so one account sends and keeps the list. */
export const SMTP_HOST = defineString('SMTP_HOST', {
  default: 'smtp-relay.brevo.com',
  description: 'Servidor SMTP que envía los correos del boletín.',
});
export const SMTP_PORT = defineInt('SMTP_PORT', {
  default: 587,
  description: 'Puerto SMTP: 587 (STARTTLS) o 465 (TLS).',
});
export const SMTP_USER = defineString('SMTP_USER', {
  description: 'Usuario del servidor SMTP (en Brevo, el login SMTP de la cuenta).',
});
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
/** The sender every mail shows, on the owner's domain, e.g. "Hanzo <boletin@hanzo.mx>". */
export const MAIL_FROM = defineString('MAIL_FROM', {
  description: 'Remitente de los correos, con el dominio del sitio: Hanzo <boletin@tu-dominio.mx>.',
});
/**
 * Links mailed in one day (UTC) at most, for every address together: the sign-up form is public,
 * and the provider's plan has a daily quota (Brevo's free plan: 300 mails a day, campaigns
 * included), so the links never spend what the newsletter needs.
 */
export const DAILY_LINK_LIMIT = defineInt('DAILY_LINK_LIMIT', {
  default: 100,
  description: 'Máximo de enlaces por día (todas las direcciones).',
});

/**
 * The key that signs confirmation links (decision 17, functions/src/confirm-token.ts): any long
 * random string (`openssl rand -base64 32`). Changing it voids the links already mailed.
 */
export const CONFIRM_TOKEN_SECRET = defineSecret('CONFIRM_TOKEN_SECRET');

/** The mail tool that keeps the list's copy (Brevo); "none" as the key: no mail tool. */
export const BREVO_API_KEY = defineSecret('BREVO_API_KEY');
export const BREVO_LIST_ID = defineString('BREVO_LIST_ID', {
  default: '',
  description: 'Id de la lista de Brevo donde van los suscriptores confirmados.',
});
/** The lists of the two other choices (decision 18): new articles, news about the services. */
export const BREVO_ARTICLES_LIST_ID = defineString('BREVO_ARTICLES_LIST_ID', {
  default: '',
  description: 'Id de la lista de Brevo de quienes eligieron «Artículos nuevos».',
});
export const BREVO_SERVICES_LIST_ID = defineString('BREVO_SERVICES_LIST_ID', {
  default: '',
  description: 'Id de la lista de Brevo de quienes eligieron «Novedades de nuestros servicios».',
});
/** The secret the mail tool's webhook sends (Authorization: Bearer …), set in Brevo's webhook. */
export const BREVO_WEBHOOK_SECRET = defineSecret('BREVO_WEBHOOK_SECRET');
export const BREVO_API_URL = defineString('BREVO_API_URL', {
  default: 'https://api.brevo.com/v3',
  description: 'API de Brevo (solo las pruebas lo cambian).',
});
/** How long one call to the mail tool may take before it counts as failed, and is retried. */
export const MAIL_TOOL_TIMEOUT_SECONDS = defineInt('MAIL_TOOL_TIMEOUT_SECONDS', {
  default: 15,
  description: 'Segundos que espera una llamada a Brevo antes de reintentarla.',
});
