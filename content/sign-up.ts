/**
 * What a sign-up answers: read by lib/email/sign-up.ts, loaded on submit, so these words stay out
 * of the form's first load (a module's unused exports are not dropped from a client bundle).
 */
export const signUpMessages = {
  /** Double opt-in (decision 12): nothing is mailed until the link is opened. */
  success: (email: string) =>
    `Casi listo: te enviamos un enlace a ${email}. Ábrelo para confirmar tu suscripción; si no lo ves en unos minutos, revisa la carpeta de spam.`,
  /** Local-storage mode: no mail can be sent, so there is nothing to confirm. */
  successLocal:
    '¡Listo! Guardamos tu correo en este navegador. Este sitio funciona sin base de datos, así que no enviamos correo de confirmación.',
  linkFailed:
    'Guardamos tu correo, pero no pudimos enviarte el enlace para confirmarlo. Pide que te lo enviemos de nuevo en un momento.',
  resent: (email: string) => `Te enviamos el enlace de nuevo a ${email}.`,
  resendWait:
    'Ya te enviamos un enlace hace menos de un minuto. Revisa tu correo o inténtalo en un momento.',
} as const;
