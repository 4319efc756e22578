import { SUBSCRIPTION_PATH } from './subscription-path';

/**
 * The newsletter's own mail (decision 15): what the confirmation and the link to manage a
 * subscription say. The site's Cloud Functions render it (functions/src/mail/render.ts) and send it
 * from the owner's address; every sentence is the reader's, in Spanish.
 */

/** What the site's config tells every mail: who writes and where the pages are. */
export interface MailFacts {
  email: string;
  /** The link the mail carries: the signed confirmation link, or Firebase's way into /boletin/. */
  link: string;
  /** The site's address, e.g. https://hanzo.mx. */
  siteUrl: string;
  legalName: string;
  address: string;
  contactEmail: string;
}

export interface MailCopy {
  subject: string;
  /** The line mail apps show beside the subject. */
  preheader: string;
  heading: string;
  /** What happened, then what the link does. */
  intro: string;
  button: string;
  /** How long the link lasts, and what to do when it has expired. */
  expiry: string;
  /** What ignoring the mail means. */
  ignore: string;
}

const host = (siteUrl: string) => new URL(siteUrl).host;
const managePage = (siteUrl: string) => new URL(SUBSCRIPTION_PATH, siteUrl).href;

/**
 * The subjects, written once: the sign-up's answer, /boletin/ and the privacy notice name them
 * (content/sign-up.ts, content/subscription.ts, content/privacy.ts).
 */
export const MAIL_SUBJECTS = {
  confirm: 'Confirma tu suscripción al boletín de Hanzo',
  manage: 'Tu enlace para administrar tu suscripción',
} as const;

const confirmMail = (facts: MailFacts): MailCopy => ({
  subject: MAIL_SUBJECTS.confirm,
  preheader: 'Falta un paso para recibir el boletín. Si no fuiste tú, ignora este correo.',
  heading: MAIL_SUBJECTS.confirm,
  intro: `Recibimos una solicitud para suscribir ${facts.email} al boletín de Hanzo: ideas prácticas de datos e inteligencia artificial para tu negocio. Para empezar a recibirlo, confirma tu suscripción:`,
  button: 'Confirmar mi suscripción',
  // The site's own link (decision 17): a week, on any device, as often as it is opened.
  expiry: `El enlace sirve 7 días, en cualquier dispositivo. Si ya venció, ábrelo de todos modos: ahí mismo puedes pedir uno nuevo, o pídelo en ${managePage(facts.siteUrl)}.`,
  ignore:
    '¿No fuiste tú o cambiaste de idea? Ignora este correo: sin tu confirmación no te enviaremos el boletín, y borraremos tu correo de nuestra lista a los 30 días de la solicitud.',
});

const manageMail = (facts: MailFacts): MailCopy => ({
  subject: MAIL_SUBJECTS.manage,
  preheader: 'Entra a tu suscripción al boletín de Hanzo sin contraseña.',
  heading: MAIL_SUBJECTS.manage,
  intro: `Recibimos una solicitud para entrar a la suscripción de ${facts.email} al boletín de Hanzo. Con este enlace ves lo que guardamos de ti, eliges qué recibir, te das de baja o borras tus datos; si aún no tienes suscripción, ahí mismo puedes suscribirte.`,
  button: 'Administrar mi suscripción',
  // Firebase's sign-in link: about an hour, once (LINK_PROMISED_MINUTES).
  expiry: `Por tu seguridad, el enlace sirve una sola vez y vence en una hora. Si ya no funciona, pide otro en ${managePage(facts.siteUrl)}. Si pediste varios, usa el más reciente.`,
  ignore:
    '¿No fuiste tú? Ignora este correo: nadie puede entrar sin un enlace como este, que solo llega a tu correo, y todo sigue como estaba.',
});

/** Who sends it and why, at the end of every mail. */
const mailFooter = (facts: MailFacts) =>
  `Te escribe ${facts.legalName} (${facts.address}) porque alguien, probablemente tú, pidió este correo en ${host(facts.siteUrl)}. ¿Dudas sobre tus datos? Escríbenos a ${facts.contactEmail} o lee nuestro aviso de privacidad: ${facts.siteUrl}/privacidad/`;

export const newsletterMail = {
  confirm: confirmMail,
  manage: manageMail,
  /** Under the button, for mail apps that do not show it. */
  fallback: 'Si el botón no funciona, copia este enlace y pégalo en tu navegador:',
  footer: mailFooter,
  brand: 'Hanzo',
} as const;
