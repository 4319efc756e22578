import { SUBSCRIPTION_PATH } from './subscription';

/**
 * The newsletter's own mail (decision 15): what the confirmation and the link to manage a
 * subscription say. The site's Cloud Functions render it (functions/src/mail/render.ts) and send it
 * from the owner's address; every sentence is the reader's, in Spanish.
 */

/** What the site's config tells every mail: who writes and where the pages are. */
export interface MailFacts {
  email: string;
  /** The link the mail carries (Firebase's sign-in link back to the subscription page). */
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

/** Shared by both mails: the link lasts an hour at least, and serves once. */
const expiry = (siteUrl: string) =>
  `El enlace sirve una sola vez y puede vencer después de una hora: ábrelo pronto. Si ya no funciona, pide otro en ${managePage(siteUrl)}.`;

const confirmMail = (facts: MailFacts): MailCopy => ({
  subject: 'Confirma tu suscripción al boletín de Hanzo',
  preheader: 'Un clic y empiezas a recibirlo. Si no fuiste tú, no hagas nada.',
  heading: 'Confirma tu suscripción al boletín de Hanzo',
  intro: `Recibimos una solicitud para suscribir ${facts.email} al boletín de Hanzo: ideas prácticas de datos e inteligencia artificial para tu negocio. Para empezar a recibirlo, confirma tu suscripción:`,
  button: 'Confirmar mi suscripción',
  expiry: expiry(facts.siteUrl),
  ignore:
    '¿No fuiste tú, o cambiaste de idea? Ignora este correo: sin tu confirmación no te enviaremos el boletín, y borraremos tu correo de nuestra lista en 30 días.',
});

const manageMail = (facts: MailFacts): MailCopy => ({
  subject: 'Tu enlace para administrar tu suscripción',
  preheader: 'Entra a tu suscripción al boletín de Hanzo sin contraseña.',
  heading: 'Tu enlace para administrar tu suscripción',
  intro: `Pediste entrar a tu suscripción al boletín de Hanzo con ${facts.email}. Con este enlace ves lo que guardamos, eliges qué recibir, te das de baja o borras tus datos.`,
  button: 'Administrar mi suscripción',
  expiry: expiry(facts.siteUrl),
  ignore:
    '¿No lo pediste? Ignora este correo: nadie entra a tu suscripción sin este enlace, y todo sigue como estaba.',
});

/** Who sends it and why, at the end of every mail. */
const mailFooter = (facts: MailFacts) =>
  `Te escribe ${facts.legalName}, ${facts.address}, porque alguien pidió este correo en ${host(facts.siteUrl)}. ¿Dudas sobre tus datos? Escríbenos a ${facts.contactEmail} o lee nuestro aviso de privacidad: ${facts.siteUrl}/privacidad/`;

export const newsletterMail = {
  confirm: confirmMail,
  manage: manageMail,
  /** Under the button, for mail apps that do not show it. */
  fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
  footer: mailFooter,
  brand: 'Hanzo',
} as const;
