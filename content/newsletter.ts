export const newsletterText = {
  title: 'Recibe ideas prácticas en tu correo',
  lead: 'Guías y herramientas de datos e IA para PyMEs. Sin spam; te das de baja cuando quieras.',
  label: 'Tu correo electrónico',
  placeholder: 'nombre@tuempresa.com',
  submit: 'Suscribirme',
  /** The footer of an article, which ends with its own form: a link to it instead of a second form. */
  articleFormLink: 'Suscríbete con el formulario de este artículo',
  pending: 'Enviando…',
  /** Offered beside "Email ya está suscrito", after a mail that could not go and after a resend. */
  resendHint: '¿Necesitas el enlace para confirmar tu suscripción?',
  resend: 'Enviarme el enlace',
  consentBefore:
    'Al suscribirte aceptas recibir nuestro boletín; te enviaremos un enlace para confirmarlo. Tus datos se tratan como explica el',
  consentLink: 'aviso de privacidad',
  /** Honeypot: people never see or fill it. */
  honeypotLabel: 'Sitio web de tu empresa (déjalo vacío)',
} as const;

/** The spec's error catalogue for sign-ups and registrations (§8). */
export const emailMessages = {
  invalid: 'Email inválido',
  duplicate: 'Email ya está suscrito',
  subscribeFailed: 'Error al suscribir email. Inténtalo de nuevo en un momento.',
  registerFailed: 'Error al registrar usuario',
} as const;
