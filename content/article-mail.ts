// The article mail on /admin/ (decision 18), in its own module: the panel that shows it loads on
// demand, and its words with it, outside the admin page's first load.

const people = (count: number) => (count === 1 ? '1 persona' : `${count} personas`);

/**
 * Mailing a published article to the confirmed subscriptions with "Artículos nuevos" on
 * (decision 18), through the mail tool; or downloading the mail to send it from any other.
 */
export const articleMailText = {
  title: 'Enviar un artículo por correo',
  lead: {
    loading: 'Consultando qué artículos enviaste…',
    connected: (tool: string) =>
      `Elige un artículo, revisa el correo tal como llegará, envíate una prueba y mándalo con ${tool} a quienes pidieron “Artículos nuevos”.`,
    none: 'No hay ninguna herramienta de correo conectada: elige un artículo, descarga su correo y pégalo en la herramienta que uses.',
    failed:
      'No se pudo consultar qué artículos enviaste. Aún puedes ver y descargar el correo de cada uno; para enviarlo desde aquí, vuelve a cargar la página.',
  },
  /** Local-storage mode: the mail is made by the site's functions, which need Firebase. */
  offline:
    'En modo sin conexión no se puede preparar ni enviar el correo de un artículo: lo arman las funciones del sitio, que necesitan Firebase.',
  listLabel: 'Artículo',
  published: (date: string) => `Publicado el ${date}`,
  /** Whether an article was mailed, under its title in the list. */
  status: {
    sent: (date: string, count: number) => `Enviado el ${date} a ${people(count)}`,
    scheduled: (moment: string, count: number) =>
      `Programado para el ${moment}, para ${people(count)}`,
    unsent: 'Sin enviar',
  },
  previewLoading: 'Preparando el correo…',
  previewLabel: 'Vista previa del correo',
  subjectLabel: 'Asunto',
  audience: (count: number) =>
    count === 0
      ? 'Por ahora nadie lo recibiría: ninguna persona que confirmó su suscripción eligió “Artículos nuevos”.'
      : count === 1
        ? 'Lo recibirá 1 persona: la única que confirmó su suscripción y eligió “Artículos nuevos”.'
        : `Lo recibirán ${count} personas: las que confirmaron su suscripción y eligieron “Artículos nuevos”.`,
  test: 'Enviar una prueba a mi correo',
  testing: 'Enviando la prueba…',
  tested: (email: string) => `Te enviamos una prueba a ${email}.`,
  scheduleLabel: 'Programar para (opcional)',
  scheduleHint: 'Déjalo vacío para enviarlo en cuanto confirmes. La hora es la de tu computadora.',
  send: (count: number) => `Enviar a ${people(count)}`,
  schedule: 'Programar el envío',
  sending: 'Enviando…',
  dialog: {
    sendTitle: (title: string) => `¿Enviar “${title}” ahora?`,
    againTitle: (title: string) => `¿Enviar “${title}” de nuevo?`,
    scheduleTitle: (title: string, moment: string) => `¿Programar “${title}” para el ${moment}?`,
    alreadySent: (date: string, count: number) =>
      `Ya enviaste este artículo el ${date} a ${people(count)}. ¿Enviarlo de nuevo?`,
    alreadyScheduled: (moment: string, count: number) =>
      `Ya programaste este artículo para el ${moment}, para ${people(count)}. ¿Enviarlo de nuevo?`,
    sendText: (count: number) =>
      `${count === 1 ? 'Lo recibirá 1 persona' : `Lo recibirán ${count} personas`} que eligieron “Artículos nuevos”. Una vez enviado, no se puede deshacer.`,
    scheduleText: (count: number) =>
      `Saldrá a esa hora para quienes tengan “Artículos nuevos” en ese momento (hoy, ${people(count)}). Desde aquí no se puede cancelar: si cambias de opinión, cancélalo en tu herramienta de correo antes de esa hora.`,
    confirmSend: 'Sí, enviar',
    confirmAgain: 'Sí, enviar de nuevo',
    confirmSchedule: 'Sí, programar',
    cancel: 'Cancelar',
  },
  done: {
    sent: (count: number) => `Listo: el correo va en camino a ${people(count)}.`,
    scheduled: (moment: string) => `Listo: el envío quedó programado para el ${moment}.`,
  },
  downloadHtml: 'Descargar el correo (HTML)',
  downloadText: 'Descargar el texto',
  downloadHint:
    'Para enviarlo desde otra herramienta, pega el HTML en su editor de código, o el texto en un correo sin formato.',
  /** The downloads' name, before .html or .txt. */
  fileName: (slug: string) => `articulo-${slug}`,
  /** Why the function refused, by its code (ARTICLE_MAIL_REFUSALS in lib/email/article-mail-contract.ts). */
  refusals: {
    'unknown-article':
      'Este artículo todavía no está en la versión publicada del sitio. Publica el sitio de nuevo y vuelve a intentarlo.',
    'no-tool':
      'No hay ninguna herramienta de correo conectada. Descarga el correo y pégalo en la herramienta que uses.',
    'no-list':
      'Tu herramienta de correo no tiene una lista para “Artículos nuevos”: créala y pon su número en el archivo functions/.env (docs/firebase.md, paso 2). Mientras tanto, descarga el correo y envíalo a mano.',
    'already-sent':
      'Este artículo ya se había enviado. Revisa la lista: si quieres mandarlo otra vez, vuelve a enviarlo y confírmalo.',
    'bad-schedule':
      'No se puede programar para esa fecha: elige una fecha y hora futuras, dentro de los próximos meses.',
    'no-recipients':
      'Nadie lo recibiría: ninguna persona que confirmó su suscripción eligió “Artículos nuevos”.',
    'send-failed':
      'Tu herramienta de correo no aceptó el envío o no respondió. Inténtalo de nuevo en unos minutos.',
  },
  /** A network failure, or an answer the panel does not know. */
  failed: 'No se pudo completar. Revisa tu conexión e inténtalo de nuevo.',
} as const;
