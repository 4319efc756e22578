export const adminText = {
  /** The admin's own frame: no marketing navigation, newsletter or footer. */
  area: 'Administración',
  backToSite: 'Ver el sitio',
  title: 'Administración de correos',
  description: 'Lista de suscriptores y usuarios registrados de Hanzo.',
  lead: 'Consulta tus suscriptores, filtra la lista, descárgala y atiende las solicitudes de baja, acceso o borrado.',
  offlineNote:
    'Modo sin conexión: Firebase no está configurado, así que ves los correos guardados en este navegador.',
  signInPrompt: 'Inicia sesión con la cuenta de Google de la persona administradora.',
  signIn: 'Iniciar sesión con Google',
  signOut: 'Cerrar sesión',
  signInFailed: 'No se pudo iniciar sesión. Inténtalo de nuevo.',
  checking: 'Verificando acceso…',
  loading: 'Cargando datos…',
  refused: 'Tu cuenta no tiene permiso para ver esta página.',
  refusedHelp: 'Si crees que es un error, pide a la persona administradora que te dé acceso.',
  signedInAs: 'Sesión iniciada como',
  filterLabel: 'Mostrar',
  empty: 'No hay correos en esta lista.',
  downloadJson: 'Descargar JSON',
  downloadCsv: 'Descargar CSV',
  exportFailed: 'No se pudo generar la exportación.',
  listFailed: 'No se pudo leer la lista. Revisa tu conexión y vuelve a cargar la página.',
  loadMore: 'Cargar más',
  loadingMore: 'Cargando…',
  shown: (count: number) => (count === 1 ? 'Mostrando 1 correo.' : `Mostrando ${count} correos.`),
  tableCaption: 'Correos',
  columns: { email: 'Correo', name: 'Nombre', source: 'Origen', date: 'Fecha', type: 'Tipo' },
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
  totalSubscribers: 'Suscriptores',
  activeSubscribers: 'Suscriptores activos',
  totalRegisteredUsers: 'Usuarios registrados',
  marketingConsentUsers: 'Aceptan marketing',
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
  fields: { email: 'Correo', status: 'Estado', origin: 'Origen', since: 'Fecha de suscripción' },
  status: { active: 'Activa', inactive: 'Dada de baja' },
  unsubscribe: 'Dar de baja',
  resubscribe: 'Reactivar',
  download: 'Descargar sus datos (JSON)',
  delete: 'Borrar',
  done: {
    unsubscribed: (email: string) => `Listo: dimos de baja la suscripción de ${email}.`,
    resubscribed: (email: string) => `Listo: la suscripción de ${email} está activa de nuevo.`,
    deleted: (email: string) => `Listo: borramos ${email} de la lista.`,
  },
  deleteDialog: {
    title: (email: string) => `¿Borrar ${email}?`,
    text: 'Se borra el documento de este correo: su fecha, su origen y sus preferencias. No quedará registro de su baja y no se puede deshacer.',
    confirm: 'Sí, borrar',
    cancel: 'Cancelar',
  },
} as const;
