import { BREVO_API_KEY, BREVO_API_URL, BREVO_LIST_ID, MAIL_TOOL_TIMEOUT_SECONDS } from '../params';
import { brevo } from './brevo';
import type { MailTool } from './mail-tool';

/** The secrets and parameters that choose the mail tool. */
export interface MailToolSettings {
  brevoApiKey: string;
  brevoListId: string;
  brevoApiUrl: string;
  timeoutSeconds?: number;
}

/** "none" (or nothing) as the key: the owner exports the list by hand. */
const NO_KEY = new Set(['', 'none']);

export type MailToolSetup =
  | { tool: MailTool; problem: null }
  | { tool: null; problem: null }
  | { tool: null; problem: 'list-id' };

/** The owner's mail tool, none, or the setting it lacks (/admin/ says it in the owner's words). */
export function mailToolSetup(settings: MailToolSettings, request = fetch): MailToolSetup {
  const key = settings.brevoApiKey.trim();
  if (NO_KEY.has(key.toLowerCase())) return { tool: null, problem: null };
  const listId = Number(settings.brevoListId);
  if (!Number.isInteger(listId) || listId <= 0) {
    return { tool: null, problem: 'list-id' };
  }
  const timeoutMs = (settings.timeoutSeconds ?? 15) * 1000;
  return {
    tool: brevo({ apiKey: key, listId, baseUrl: settings.brevoApiUrl, timeoutMs }, request),
    problem: null,
  };
}

/** The mail tool as this deployment's parameters and secret choose it (read at call time). */
export function mailToolFromParams(): MailToolSetup {
  return mailToolSetup({
    brevoApiKey: BREVO_API_KEY.value(),
    brevoListId: BREVO_LIST_ID.value(),
    brevoApiUrl: BREVO_API_URL.value(),
    timeoutSeconds: MAIL_TOOL_TIMEOUT_SECONDS.value(),
  });
}
