import { SUBSCRIPTION_PATH } from './subscription-path';

/**
 * The newsletter's own mail (decision 15): what the confirmation, the link to manage a
 * subscription and the mail announcing an article say. The site's Cloud Functions render them
 * (functions/src/mail/render.tsx, one layout for the three) and send the first two from the
 * owner's address; every sentence is the reader's, in Spanish.
 */

/** What the site's config tells every mail: who writes and where the pages are. */
export interface SenderFacts {
  /** The site's address, e.g. https://hanzo.mx. */
  siteUrl: string;
  legalName: string;
  address: string;
  contactEmail: string;
}

/** A link mail's facts: the sender's, the address it goes to and the link it carries. */
export interface MailFacts extends SenderFacts {
  email: string;
  /** The link the mail carries: the signed confirmation link, or Firebase's way into /boletin/. */
  link: string;
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

const privacyPage = (siteUrl: string) => `${siteUrl}/privacidad/`;

/** Who sends it and why, at the end of both link mails. */
const mailFooter = (facts: SenderFacts) =>
  `Te escribe ${facts.legalName} (${facts.address}) porque alguien, probablemente tú, pidió este correo en ${host(facts.siteUrl)}. ¿Dudas sobre tus datos? Escríbenos a ${facts.contactEmail} o lee nuestro aviso de privacidad: ${privacyPage(facts.siteUrl)}`;

/**
 * The addresses the mails' sentences quote, so the layout can make each one a link: the page to
 * ask for a new link or manage the subscription, the privacy notice, the contact mailbox.
 */
const mailLinks = (facts: SenderFacts) => ({
  subscriptionPage: managePage(facts.siteUrl),
  privacyPage: privacyPage(facts.siteUrl),
  contactEmail: facts.contactEmail,
});

/** What the mail announcing an article shows of it (lib/blog's summary, the date already written out). */
export interface ArticleMailFacts {
  title: string;
  excerpt: string;
  categoryName: string;
  /** As the site writes it: "20 de noviembre de 2026". */
  date: string;
  /** As the site writes it: "8 min". */
  readTime: string;
}

export interface ArticleMailCopy {
  subject: string;
  preheader: string;
  /** Above the title: what this mail is. */
  kicker: string;
  /** Under the title: the article's category, date and length, as its card shows them. */
  details: [category: string, date: string, readTime: string];
  /** The cover's alternative text, as the article page gives its image. */
  coverAlt: string;
  button: string;
  /** Where to choose what arrives, or to leave: the subscription page. */
  settings: string;
  /** The way to stop these mails at once: the sentence, and its words that are the link. */
  unsubscribe: { text: string; link: string };
  footer: string;
}

/** The mail the owner sends the subscribers when an article is published. */
const articleMail = (article: ArticleMailFacts, facts: SenderFacts): ArticleMailCopy => ({
  subject: article.title,
  preheader: article.excerpt,
  kicker: 'Nuevo en el blog de Hanzo',
  details: [article.categoryName, article.date, `${article.readTime} de lectura`],
  coverAlt: `${article.categoryName}: ${article.title}`,
  button: 'Leer el artículo',
  settings: `¿Quieres elegir qué recibes? Entra a ${managePage(facts.siteUrl)} y pide un enlace para administrar tu suscripción: te llega a este correo.`,
  unsubscribe: {
    text: '¿Ya no quieres estos correos? Date de baja con un clic.',
    link: 'Date de baja con un clic',
  },
  footer: `Te escribe ${facts.legalName} (${facts.address}) porque te suscribiste al boletín en ${host(facts.siteUrl)}. ¿Dudas sobre tus datos? Escríbenos a ${facts.contactEmail} o lee nuestro aviso de privacidad: ${privacyPage(facts.siteUrl)}`,
});

export const newsletterMail = {
  confirm: confirmMail,
  manage: manageMail,
  article: articleMail,
  /** Under the button, for mail apps that do not show it. */
  fallback: 'Si el botón no funciona, copia este enlace y pégalo en tu navegador:',
  footer: mailFooter,
  links: mailLinks,
  brand: 'Hanzo',
} as const;
