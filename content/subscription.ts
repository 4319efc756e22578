import { MAIL_SUBJECTS } from './newsletter-mail';
import { type RetryMoment, later } from './sign-up';
import { SUBSCRIPTION_PATH } from './subscription-path';

/** The subscription page (decision 11): what a subscriber reads there. */
export const subscriptionText = {
  path: SUBSCRIPTION_PATH,
  /** The footer's link, among the legal ones (content/navigation.ts reaches client bundles). */
  footerLink: 'Tu suscripción al boletín',
  /** Beside each newsletter block's "te das de baja cuando quieras". */
  manageLink: 'Administra tu suscripción',
  metaTitle: 'Tu suscripción al boletín',
  metaDescription:
    'Consulta tu suscripción al boletín de Hanzo, elige qué quieres recibir, date de baja o borra tus datos.',
  eyebrow: 'Boletín',
  title: 'Tu suscripción al boletín',
  lead: 'Consulta qué datos guardamos de ti, elige qué quieres recibir, date de baja o borra tus datos cuando quieras.',
  loading: 'Cargando…',

  // Proof of the address (online).
  requestTitle: 'Primero, comprueba que el correo es tuyo',
  requestText: `Te enviaremos un correo con el asunto “${MAIL_SUBJECTS.manage}”. Al abrir su enlace vuelves a esta página y ves tu suscripción. No necesitas contraseña.`,
  emailLabel: 'El correo con el que te suscribiste',
  requestSubmit: 'Enviarme el enlace',
  requestPending: 'Enviando…',
  sentTitle: 'Revisa tu correo',
  sent: (email: string) =>
    `Te enviamos un enlace a ${email}. Ábrelo en la próxima hora y, si puedes, en este mismo navegador; si lo abres en otro, te pediremos tu correo. Puede tardar unos minutos en llegar; si no lo ves, revisa la carpeta de spam.`,
  otherEmail: 'Usar otro correo',
  confirmTitle: 'Escribe tu correo para continuar',
  confirmText:
    'Abriste el enlace en otro navegador o dispositivo (algunas apps de correo abren los enlaces en su propio navegador). Para continuar, escribe el correo al que te llegó.',
  confirmSubmit: 'Continuar',
  signOut: 'Cerrar sesión',
  /** The proof lasts while this tab is open; on a shared computer, close it here. */
  signedInAs: (email: string) =>
    `Entraste como ${email}. La sesión dura mientras esta pestaña siga abierta.`,

  // The confirmation mail's link (decision 17): confirmed here, without typing the address.
  confirming: 'Confirmando tu suscripción…',
  confirmOutcomes: {
    confirmed: 'Listo: confirmaste tu suscripción. Te enviaremos el boletín a tu correo.',
    'already-confirmed': 'Tu suscripción ya estaba confirmada: no tienes que hacer nada más.',
    expired:
      'Este enlace para confirmar venció: cada uno sirve 7 días. Tu suscripción sigue pendiente; pide aquí un enlace nuevo y te lo enviamos a tu correo.',
    invalid:
      'Este enlace para confirmar no es válido: quizá se cortó al copiarlo. Ábrelo desde el botón del correo, o escribe tu correo aquí abajo y te enviamos un enlace.',
    gone: 'Ya no hay una suscripción pendiente para este enlace: se dio de baja o se borró al pasar 30 días sin confirmar. Si quieres recibir el boletín, suscríbete de nuevo con el formulario al pie de esta página.',
  },
  confirmFailed: 'No pudimos confirmar tu suscripción. Revisa tu conexión e inténtalo de nuevo.',
  confirmRetry: 'Intentar de nuevo',
  freshLink: 'Enviarme un enlace nuevo',
  freshLinkSent:
    'Listo: te enviamos un enlace nuevo para confirmar tu suscripción. Revisa tu correo (también la carpeta de spam).',
  confirmedTitle: '¿Quieres elegir qué recibir?',
  confirmedText: `Para elegir qué recibir, darte de baja o ver tus datos, te enviamos un correo con el asunto “${MAIL_SUBJECTS.manage}”. Al abrir su enlace vuelves aquí y ves tu suscripción.`,

  // Local-storage mode.
  localNote:
    'Este sitio funciona sin conexión a la base de datos: tu suscripción se guardó solo en este navegador. Aquí no podemos comprobar que el correo es tuyo, así que ves lo que este navegador tiene guardado.',
  localSubmit: 'Consultar',

  // The subscription.
  summaryTitle: 'Tu suscripción',
  fields: {
    email: 'Correo',
    since: 'Fecha de suscripción',
    origin: 'Dónde te suscribiste',
    status: 'Estado',
    confirmation: 'Confirmación',
  },
  status: { active: 'Activa', inactive: 'Dada de baja' },
  /** Unsubscribed by the mail tool (decision 18): the reason, in the subscriber's words. */
  unsubscribed: {
    'mail-tool-unsubscribe': (date: string) =>
      `Dada de baja: usaste el enlace para darte de baja de uno de nuestros correos (${date})`,
    'hard-bounce': (date: string) =>
      `Dada de baja: nuestros correos a esta dirección no pudieron entregarse (${date})`,
    'spam-complaint': (date: string) =>
      `Dada de baja: marcaste uno de nuestros correos como spam (${date})`,
  },
  confirmation: {
    confirmed: (date: string) => `Confirmada el ${date}`,
    pending: 'Pendiente: aún no confirmas tu suscripción',
  },
  /** An unconfirmed subscription seen with a proven address (a manage link, not the sign-up's). */
  pendingHint:
    'Aún no confirmas tu suscripción, así que no te enviaremos el boletín, y la borraremos 30 días después de que te suscribiste. Si quieres recibirlo, confírmala aquí.',
  confirmNow: 'Confirmar mi suscripción',
  preferencesTitle: 'Qué quieres recibir',
  /** The three choices (decision 18): each one's name, and what it brings. */
  preferences: {
    blogNotifications: 'Artículos nuevos',
    newsletter: 'El boletín',
    productUpdates: 'Novedades de nuestros servicios',
  },
  preferenceHints: {
    blogNotifications: 'Un correo cada vez que publicamos un artículo en el blog.',
    newsletter:
      'Ideas prácticas de datos e inteligencia artificial para tu negocio, de vez en cuando.',
    productUpdates: 'Cuando lanzamos un servicio o cambiamos uno de los que ofrecemos.',
  },
  savePreferences: 'Guardar preferencias',
  inactiveHint:
    'Tu suscripción está dada de baja: no te enviaremos nada. Si cambias de idea, puedes volver cuando quieras.',
  unsubscribe: 'Darme de baja',
  resubscribe: 'Suscribirme de nuevo',
  download: 'Descargar mis datos (JSON)',
  delete: 'Borrar mis datos',
  none: (email: string) => `No encontramos una suscripción para ${email}.`,
  subscribeNow: 'Suscribirme al boletín',

  // What happened.
  done: {
    confirmed: 'Listo: confirmaste tu suscripción. Te enviaremos el boletín a este correo.',
    saved: 'Listo: guardamos tus preferencias.',
    unsubscribed:
      'Listo: te diste de baja. Ya no te enviaremos el boletín; nuestro servicio de envío también te quita de su lista, normalmente en unos segundos.',
    resubscribed: 'Listo: vuelves a recibir el boletín.',
    subscribed: 'Listo: te suscribiste al boletín.',
    downloaded: 'Descargamos tus datos en un archivo JSON.',
    deleted:
      'Borramos tus datos. Tu correo ya no está en nuestra lista y, normalmente en unos segundos, también se borran tu acceso a esta página y tu contacto en nuestro servicio de envío.',
    signedOut: 'Cerraste la sesión.',
  },
  errors: {
    invalidEmail: 'Escribe un correo válido, por ejemplo nombre@tuempresa.com.',
    expiredLink: 'Este enlace ya se usó o venció. Pide uno nuevo.',
    wrongEmail:
      'Ese no es el correo al que enviamos el enlace. Escribe el mismo correo o pide un enlace nuevo.',
    network: 'No hay conexión. Revisa tu internet e inténtalo de nuevo.',
    tooMany: 'Pediste varios enlaces seguidos. Espera unos minutos e inténtalo de nuevo.',
    unavailable: (email: string) =>
      `Por ahora no podemos enviar enlaces. Inténtalo en unos minutos o escríbenos a ${email} y atendemos tu solicitud.`,
    generic: 'Algo salió mal. Inténtalo de nuevo en unos minutos.',
  },
  /** Why the site's function did not mail a link, by its reason (lib/email/link-request.ts). */
  refusals: {
    'invalid-email': () => 'Escribe un correo válido, por ejemplo nombre@tuempresa.com.',
    'invalid-token': () =>
      'Este enlace para confirmar no es válido. Escribe tu correo aquí abajo y te enviamos un enlace.',
    'address-limit': ({ retry }: RefusalFacts) =>
      `Para cuidar tu bandeja enviamos a cada dirección un enlace por minuto y tres por hora como máximo. Revisa si ya te llegó uno (también en spam) o inténtalo de nuevo ${later(retry)}.`,
    'client-limit': ({ retry }: RefusalFacts) =>
      `Desde tu conexión se pidieron muchos enlaces seguidos. Inténtalo de nuevo ${later(retry)}.`,
    'daily-limit': ({ retry, contactEmail }: RefusalFacts) =>
      `Hoy ya enviamos todos los enlaces que podemos. Inténtalo de nuevo ${later(retry)} o escríbenos a ${contactEmail} y atendemos tu solicitud.`,
    'mail-failed': ({ contactEmail }: RefusalFacts) =>
      `Por ahora no podemos enviar enlaces. Inténtalo en unos minutos o escríbenos a ${contactEmail} y atendemos tu solicitud.`,
    unverified: ({ contactEmail }: RefusalFacts) =>
      `Por ahora no podemos enviar enlaces. Inténtalo en unos minutos o escríbenos a ${contactEmail} y atendemos tu solicitud.`,
    unavailable: ({ contactEmail }: RefusalFacts) =>
      `Por ahora no podemos enviar enlaces. Inténtalo en unos minutos o escríbenos a ${contactEmail} y atendemos tu solicitud.`,
  },

  // The delete dialog.
  deleteDialog: {
    title: '¿Borrar tus datos?',
    text: 'Borraremos tu correo, la fecha y el lugar donde te suscribiste, tus preferencias y tu acceso a esta página (y, si alguna vez iniciaste sesión en este sitio con este correo, ese registro y su actividad). También te quitaremos de nuestro servicio de envío. Después no quedará constancia de tu baja: si vuelves a suscribirte, empezarás de cero. Esto no se puede deshacer.',
    confirm: 'Sí, borrar mis datos',
    cancel: 'Cancelar',
  },
} as const;

/** What a refusal's message needs: when to try again, and where to write instead. */
export interface RefusalFacts {
  retry: RetryMoment | null;
  contactEmail: string;
}

/** Where a subscription came from, in the owner's and the subscriber's words. */
export const originLabels = {
  footer: 'Pie de página',
  article: (title: string) => `Artículo: ${title}`,
  articleUnknown: 'Un artículo del blog',
  admin: 'Administración',
  sources: {
    newsletter: 'Boletín',
    comment: 'Comentario',
    login: 'Inicio de sesión',
    registration: 'Registro',
  } as Record<string, string>,
  unknown: 'Sin dato',
} as const;

/** The keys and values of the subscriber's download, in Spanish. */
export const downloadLabels = {
  fileName: 'mis-datos-hanzo.json',
  // Correo, Fecha de suscripción, Dónde te suscribiste and Estado: the page's own labels (fields).
  preferences: 'Preferencias',
  newsletter: 'Boletín',
  productUpdates: 'Novedades de servicios',
  blogNotifications: 'Avisos del blog',
  visit: 'Datos de la visita en que te suscribiste',
  userAgent: 'Navegador',
  referrer: 'Página de procedencia',
  currentUrl: 'Página del formulario',
  article: 'Artículo',
  id: 'Identificador del registro',
  confirmedAt: 'Fecha de confirmación',
  accounts: 'Cuentas registradas con este correo',
  account: {
    name: 'Nombre',
    provider: 'Forma de acceso',
    avatar: 'Foto de perfil',
    registeredAt: 'Fecha de registro',
    lastLogin: 'Último acceso',
    loginCount: 'Número de accesos',
    marketingConsent: 'Acepta comunicaciones comerciales',
  },
  activity: 'Actividad registrada',
  activityFields: { action: 'Acción', time: 'Fecha', url: 'Página', details: 'Detalle' },
  madeAt: 'Copia generada el',
} as const;

/** What the subscription page and the admin say when reading or changing one subscription fails. */
export const subscriptionMessages = {
  readFailed: 'No pudimos consultar la suscripción. Revisa tu conexión e inténtalo de nuevo.',
  updateFailed: 'No pudimos guardar el cambio. Revisa tu conexión e inténtalo de nuevo.',
  deleteFailed: 'No pudimos borrar los datos. Revisa tu conexión e inténtalo de nuevo.',
  confirmFailed: 'No pudimos confirmar la suscripción. Revisa tu conexión e inténtalo de nuevo.',
  denied: 'No tienes permiso para consultar esta suscripción.',
  storageFailed: 'Tu navegador no permite guardar datos en este sitio; no se hizo ningún cambio.',
} as const;
