export const adminText = {
  /** The admin's own frame: no marketing navigation, newsletter or footer. */
  area: 'Administración',
  backToSite: 'Ver el sitio',
  title: 'Administración de correos',
  description: 'Lista de suscriptores y usuarios registrados de Hanzo.',
  lead: 'Consulta tus suscriptores, filtra la lista, descárgala y atiende las solicitudes de baja, acceso o borrado.',
  offlineNote:
    'Modo sin conexión: Firebase no está configurado, así que ves los correos guardados en este navegador. En este modo no se envían enlaces, por lo que nadie puede confirmar su suscripción y la lista para envíos queda vacía.',
  signInPrompt: 'Inicia sesión con la cuenta de Google de la persona administradora.',
  signIn: 'Iniciar sesión con Google',
  signOut: 'Cerrar sesión',
  signInFailed: 'No se pudo iniciar sesión. Inténtalo de nuevo.',
  /** A Google account that is not an admin's: the site refuses it before it exists (decision 17). */
  signInRefused:
    'Esa cuenta de Google no tiene acceso a la administración. Entra con la cuenta de la persona administradora.',
  checking: 'Verificando acceso…',
  loading: 'Cargando datos…',
  refused: 'Tu cuenta no tiene permiso para ver esta página.',
  refusedHelp: 'Si crees que es un error, pide a la persona administradora que te dé acceso.',
  signedInAs: 'Sesión iniciada como',
  filterLabel: 'Mostrar',
  empty: 'No hay correos en esta lista.',
  /** The list below, with the filter chosen: never every record (unsubscribes are not in it). */
  downloadJson: 'Descargar esta lista (JSON)',
  downloadCsv: 'Descargar esta lista (CSV)',
  /** Decision 12: what a mail tool may import. */
  downloadMailing: 'Descargar lista para envíos',
  downloadHint:
    'La lista para envíos (CSV) tiene solo los correos confirmados y activos que quieren el boletín: es la que importas en tu herramienta de correo. “Esta lista” es la de abajo, con el filtro que elegiste: incluye suscripciones pendientes de confirmar y no sirve para envíos.',
  exportFailed: 'No se pudo generar la exportación.',
  /** Addresses the mail tool's file leaves out (mailingCsv in lib/email/list.ts). */
  mailingHeldBack: (count: number) =>
    count === 1
      ? 'Una dirección no va en la lista para envíos: empieza con = + - o @, y una hoja de cálculo la leería como fórmula. Si es real, agrégala a mano en tu herramienta de correo:'
      : `${count} direcciones no van en la lista para envíos: empiezan con = + - o @, y una hoja de cálculo las leería como fórmulas. Si son reales, agrégalas a mano en tu herramienta de correo:`,
  listFailed: 'No se pudo leer la lista. Revisa tu conexión y vuelve a cargar la página.',
  loadMore: 'Cargar más',
  loadingMore: 'Cargando…',
  shown: (count: number) => (count === 1 ? 'Mostrando 1 correo.' : `Mostrando ${count} correos.`),
  tableCaption: 'Correos',
  columns: {
    email: 'Correo',
    name: 'Nombre',
    source: 'Origen',
    date: 'Fecha de suscripción',
    type: 'Tipo',
    confirmation: 'Confirmación',
  },
  types: { subscriber: 'Suscriptor', registered_user: 'Usuario registrado' },
} as const;

// Keyed by lib/email/model's filters and stats; components/admin/email-overview.tsx checks that
// every one has its label.
export const filterLabels = {
  all: 'Todos',
  newsletter_only: 'Solo boletín',
  registered_users: 'Usuarios registrados',
  blog_engaged: 'Activos en el blog',
} as const;

export const statLabels = {
  totalSubscribers: 'Suscripciones',
  activeSubscribers: 'Suscripciones activas (sin baja)',
  totalRegisteredUsers: 'Usuarios registrados',
  marketingConsentUsers: 'Aceptan comunicaciones comerciales',
  confirmedSubscribers: 'Suscripciones confirmadas',
  // Decision 18: the "no"s that came back from the mail tool.
  mailToolUnsubscribes: 'Bajas desde los correos de tu herramienta',
  hardBounces: 'Direcciones que rebotan',
  spamComplaints: 'Quejas de spam',
} as const;

/** Decision 12: whether the address was proven (the list, the lookup), agreeing with “suscripción”. */
export const confirmationLabels = { confirmed: 'Confirmada', pending: 'Pendiente' } as const;

/** The mail tool's copy of the list (decisions 15 and 17): connected, or exported by hand. */
export const mailToolText = {
  title: 'Tu herramienta de correo',
  loading: 'Consultando…',
  connected: (provider: string) =>
    `Conectada a ${provider}: cada suscripción confirmada se agrega sola a tu lista, y las bajas, las reactivaciones y los borrados le llegan normalmente en menos de un minuto. Si ${provider} no responde, lo reintentamos hasta que responda; lo que rechace aparece aquí abajo. No necesitas importar la lista para envíos.`,
  problems: {
    'list-id':
      'Falta el número de la lista de Brevo donde van los suscriptores, en el archivo functions/.env (docs/firebase.md, paso 2). Mientras falte, los cambios esperan aquí.',
  },
  upToDate: 'Al día: todos los cambios llegaron.',
  backlog: (count: number, since: string) =>
    count === 1
      ? `1 cambio en camino (desde ${since}): se reintenta solo.`
      : `${count} cambios en camino (el más antiguo, desde ${since}): se reintentan solos.`,
  failuresTitle: (count: number) =>
    count === 1
      ? 'Un cambio que tu herramienta rechazó'
      : `${count} cambios que tu herramienta rechazó`,
  failure: (email: string, error: string, date: string) => `${email}: ${error} (${date})`,
  failuresHint:
    'Corrige la causa (la clave de la API, el número de la lista o la dirección) y vuelve a enviarlos.',
  retry: 'Volver a enviarlos',
  retrying: 'Enviando…',
  retried: (count: number) =>
    count === 1
      ? 'Listo: 1 cambio va de nuevo en camino.'
      : `Listo: ${count} cambios van de nuevo en camino.`,
  retryFailed: 'No se pudieron volver a enviar. Revisa tu conexión e inténtalo de nuevo.',
  none: 'No hay ninguna herramienta conectada: antes de cada envío, descarga la lista para envíos e impórtala a mano, y trae aquí las bajas de tu herramienta.',
  failed: 'No se pudo consultar la herramienta de correo. Vuelve a cargar la página.',
} as const;

/**
 * Deleting sign-ups nobody confirmed. The database deletes each one 30 days after it was made
 * (decision 15); this clears those from before that policy, which carry no expiry.
 */
export const purgeText = {
  title: 'Suscripciones sin confirmar',
  lead: (days: number) =>
    `La base de datos borra sola cada suscripción que nadie confirmó en ${days} días. Las que se hicieron antes de que existiera ese borrado se quedan: bórralas aquí.`,
  submit: (days: number) => `Borrar las de más de ${days} días`,
  counting: 'Contando…',
  none: (days: number) => `No hay suscripciones sin confirmar de más de ${days} días.`,
  countFailed: 'No se pudieron contar. Revisa tu conexión e inténtalo de nuevo.',
  dialogTitle: (count: number) =>
    count === 1
      ? '¿Borrar 1 suscripción sin confirmar?'
      : `¿Borrar ${count} suscripciones sin confirmar?`,
  dialogText: (days: number) =>
    `Se borran las suscripciones que se registraron hace más de ${days} días y nunca se confirmaron. No se puede deshacer.`,
  confirm: 'Sí, borrar',
  cancel: 'Cancelar',
  done: (count: number) =>
    count === 1
      ? 'Listo: borramos 1 suscripción sin confirmar.'
      : `Listo: borramos ${count} suscripciones sin confirmar.`,
  failed: 'No se pudieron borrar. Revisa tu conexión e inténtalo de nuevo.',
} as const;

/** Bringing back the unsubscribes made in the mail tool (docs/newsletter.md). */
export const bulkText = {
  title: 'Bajas desde tu herramienta de correo',
  lead: 'Pega los correos de las personas que se dieron de baja en tu herramienta de correo: uno por línea, o el contenido del CSV que exporta.',
  label: 'Correos dados de baja',
  check: 'Revisar',
  checking: 'Revisando…',
  found: (valid: number, active: number) =>
    `${valid === 1 ? 'De 1 correo válido' : `De ${valid} correos válidos`}, ${
      active === 0
        ? 'ninguno está activo en tu lista: no hay nada que dar de baja.'
        : active === 1
          ? '1 está activo en tu lista.'
          : `${active} están activos en tu lista.`
    }`,
  noneValid: 'No encontramos ningún correo válido en el texto.',
  apply: (count: number) => (count === 1 ? 'Dar de baja 1 correo' : `Dar de baja ${count} correos`),
  done: (count: number) =>
    count === 1 ? 'Listo: dimos de baja 1 correo.' : `Listo: dimos de baja ${count} correos.`,
  failed: 'No se pudieron dar de baja. Revisa tu conexión e inténtalo de nuevo.',
} as const;

/** Looking one address up to answer a request (decision 11): by its exact address, one read. */
export const lookupText = {
  title: 'Atender una solicitud',
  lead: 'Si alguien te pide por correo darse de baja, ver sus datos o borrarlos, busca su dirección exacta.',
  label: 'Correo de la persona',
  submit: 'Buscar',
  pending: 'Buscando…',
  invalid: 'Escribe un correo completo, por ejemplo nombre@empresa.com.',
  notFound: (email: string) => `No hay ninguna suscripción para ${email}.`,
  resultTitle: 'Suscripción encontrada',
  fields: {
    email: 'Correo',
    status: 'Estado',
    confirmation: 'Confirmación',
    origin: 'Origen',
    since: 'Fecha de suscripción',
  },
  status: { active: 'Activa', inactive: 'Dada de baja' },
  /** Unsubscribed by the mail tool (decision 18): why, for the owner. */
  unsubscribed: {
    'mail-tool-unsubscribe': (date: string) =>
      `Dada de baja desde un correo de tu herramienta de correo (${date})`,
    'hard-bounce': (date: string) => `Dada de baja: los correos a esta dirección rebotan (${date})`,
    'spam-complaint': (date: string) => `Dada de baja: marcó un correo como spam (${date})`,
  },
  /** Someone the mail tool unsubscribed comes back only by their own hand, on /boletin/. */
  comesBackAlone:
    'Solo esta persona puede volver a suscribirse, desde su página de suscripción: la baja vino de tu herramienta de correo.',
  unsubscribe: 'Dar de baja',
  resubscribe: 'Reactivar',
  download: 'Descargar sus datos (JSON)',
  delete: 'Borrar',
  done: {
    unsubscribed: (email: string) =>
      `Listo: dimos de baja la suscripción de ${email}. Si tu herramienta de correo está conectada, en unos segundos también sale de su lista.`,
    resubscribed: (email: string) => `Listo: la suscripción de ${email} está activa de nuevo.`,
    deleted: (email: string) =>
      `Listo: borramos ${email} de la lista. En unos segundos también se borran su acceso a la página de suscripción y, si tu herramienta de correo está conectada, su contacto allí.`,
  },
  deleteDialog: {
    title: (email: string) => `¿Borrar ${email}?`,
    text: 'Se borran la suscripción de este correo (fecha, origen, preferencias), cualquier cuenta registrada con él y su actividad, su acceso a la página de suscripción y, si tu herramienta de correo está conectada, su contacto allí. No quedará registro de su baja y no se puede deshacer.',
    confirm: 'Sí, borrar',
    cancel: 'Cancelar',
  },
} as const;
