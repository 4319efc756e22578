import { type MailTool, MailToolError, retryAfterMs } from './mail-tool';

// Brevo's contacts API (v3): the list is the one the owner made for the newsletter; a contact is
// created or updated on it, unlinked from it, or deleted. A contact the tool no longer has (404)
// counts as done: the wanted state holds.

export interface BrevoSettings {
  apiKey: string;
  listId: number;
  /** https://api.brevo.com/v3, or the tests' stand-in. */
  baseUrl: string;
  /** How long one call may take (a slower one counts as failed and is retried). */
  timeoutMs?: number;
}

export function brevo(
  { apiKey, listId, baseUrl, timeoutMs = 15_000 }: BrevoSettings,
  request = fetch,
): MailTool {
  async function call(method: string, path: string, body?: object) {
    const response = await request(`${baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers: {
        'api-key': apiKey,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok || response.status === 404) return;
    throw new MailToolError(
      response.status,
      await response.text().catch(() => ''),
      retryAfterMs(response.headers.get('retry-after')),
    );
  }
  const contact = (email: string) => `/contacts/${encodeURIComponent(email)}`;
  return {
    name: 'Brevo',
    // The site proved the address (double opt-in): the contact is added as subscribed, and a
    // block left by an earlier unsubscribe is lifted, since this is a new, confirmed consent.
    subscribe: (email) =>
      call('POST', '/contacts', {
        email,
        listIds: [listId],
        updateEnabled: true,
        emailBlacklisted: false,
      }),
    unsubscribe: (email) => call('PUT', contact(email), { unlinkListIds: [listId] }),
    forget: (email) => call('DELETE', contact(email)),
  };
}
