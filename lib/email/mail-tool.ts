import { callFunction } from '@/lib/email/functions';
import { CALLABLES, type MailToolStatus } from '@/lib/email/link-contract';

/** The mail tool's status, as the site's function reports it to the admin; null if unreadable. */
export async function readMailToolStatus(): Promise<MailToolStatus | null> {
  try {
    return await callFunction<MailToolStatus>(CALLABLES.mailToolStatus, {});
  } catch (error) {
    console.warn('[admin] no se pudo consultar la herramienta de correo', error);
    return null;
  }
}
