import type { Choice } from '@/lib/email/mail-lists';
import {
  BREVO_API_KEY,
  BREVO_API_URL,
  BREVO_ARTICLES_LIST_ID,
  BREVO_LIST_ID,
  BREVO_SERVICES_LIST_ID,
  MAIL_TOOL_TIMEOUT_SECONDS,
} from '../params';
import { brevo } from './brevo';
import type { MailTool } from './mail-tool';

/** The secrets and parameters that choose the mail tool. */
export interface MailToolSettings {
  brevoApiKey: string;
  /** The newsletter's list (required), the new articles' and the services' news (optional). */
  brevoListId: string;
  brevoArticlesListId?: string;
  brevoServicesListId?: string;
  brevoApiUrl: string;
  timeoutSeconds?: number;
}

/** "none" (or nothing) as the key: the owner exports the list by hand. */
const NO_KEY = new Set(['', 'none']);

export type MailToolSetup =
  | { tool: MailTool; problem: null }
  | { tool: null; problem: null }
  | { tool: null; problem: 'list-id' };

/** A list id as a positive whole number, or undefined when the setting is empty or malformed. */
const listId = (value: string | undefined) => {
  const id = Number(value?.trim() || NaN);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The owner's mail tool, none, or the setting it lacks (/admin/ says it in the owner's words). */
export function mailToolSetup(settings: MailToolSettings, request = fetch): MailToolSetup {
  const key = settings.brevoApiKey.trim();
  if (NO_KEY.has(key.toLowerCase())) return { tool: null, problem: null };
  const newsletter = listId(settings.brevoListId);
  if (!newsletter) return { tool: null, problem: 'list-id' };
  const listIds: Partial<Record<Choice, number>> = { newsletter };
  const articles = listId(settings.brevoArticlesListId);
  const services = listId(settings.brevoServicesListId);
  if (articles) listIds.blogNotifications = articles;
  if (services) listIds.productUpdates = services;
  const timeoutMs = (settings.timeoutSeconds ?? 15) * 1000;
  return {
    tool: brevo({ apiKey: key, listIds, baseUrl: settings.brevoApiUrl, timeoutMs }, request),
    problem: null,
  };
}

/** The mail tool as this deployment's parameters and secret choose it (read at call time). */
export function mailToolFromParams(): MailToolSetup {
  return mailToolSetup({
    brevoApiKey: BREVO_API_KEY.value(),
    brevoListId: BREVO_LIST_ID.value(),
    brevoArticlesListId: BREVO_ARTICLES_LIST_ID.value(),
    brevoServicesListId: BREVO_SERVICES_LIST_ID.value(),
    brevoApiUrl: BREVO_API_URL.value(),
    timeoutSeconds: MAIL_TOOL_TIMEOUT_SECONDS.value(),
  });
}
