import { brevo } from './brevo';
import type { MailTool } from './mail-tool';

/** The secrets and parameters that choose the mail tool. */
export interface MailToolSettings {
  brevoApiKey: string;
  brevoListId: string;
  brevoApiUrl: string;
}

/** "none" (or nothing) as the key: the owner exports the list by hand. */
const NO_KEY = new Set(['', 'none']);

export type MailToolSetup =
  | { tool: MailTool; problem: null }
  | { tool: null; problem: null }
  | { tool: null; problem: string };

/** The owner's mail tool, none, or what is wrong with its settings (in the owner's Spanish). */
export function mailToolSetup(settings: MailToolSettings, request = fetch): MailToolSetup {
  const key = settings.brevoApiKey.trim();
  if (NO_KEY.has(key.toLowerCase())) return { tool: null, problem: null };
  const listId = Number(settings.brevoListId);
  if (!Number.isInteger(listId) || listId <= 0) {
    return {
      tool: null,
      problem: 'Falta BREVO_LIST_ID: el número de la lista de Brevo donde van los suscriptores.',
    };
  }
  return {
    tool: brevo({ apiKey: key, listId, baseUrl: settings.brevoApiUrl }, request),
    problem: null,
  };
}
