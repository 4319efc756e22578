import type { Choice } from '@/lib/email/mail-lists';
import { type Campaign, type MailTool, MailToolError, retryAfterMs } from './mail-tool';

// Brevo's API (v3). Contacts: one list per choice the owner made a list for; a contact is created
// or updated on its chosen lists and unlinked from the others, or deleted. A contact the tool no
// longer has (404) counts as done: the wanted state holds. Campaigns: one to a choice's list, with
// the site's mail as its HTML, sent at once or at a set time (Brevo adds its own one-click
// unsubscribe, List-Unsubscribe and List-Unsubscribe-Post, to every campaign).

export interface BrevoSettings {
  apiKey: string;
  /** The list of each choice the owner made one for (the newsletter's at least). */
  listIds: Partial<Record<Choice, number>>;
  /** https://api.brevo.com/v3, or the tests' stand-in. */
  baseUrl: string;
  /** How long one call may take (a slower one counts as failed and is retried). */
  timeoutMs?: number;
}

export function brevo(
  { apiKey, listIds, baseUrl, timeoutMs = 15_000 }: BrevoSettings,
  request = fetch,
): MailTool {
  async function call(method: string, path: string, body?: object): Promise<unknown> {
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
    if (response.ok || response.status === 404) {
      const text = await response.text().catch(() => '');
      return text ? (JSON.parse(text) as unknown) : null;
    }
    throw new MailToolError(
      response.status,
      await response.text().catch(() => ''),
      retryAfterMs(response.headers.get('retry-after')),
    );
  }
  const contact = (email: string) => `/contacts/${encodeURIComponent(email)}`;
  const lists = (Object.keys(listIds) as Choice[]).filter((choice) => listIds[choice]);
  const idsOf = (choices: readonly Choice[]) =>
    choices.map((choice) => listIds[choice]).filter((id): id is number => Boolean(id));
  return {
    name: 'Brevo',
    lists,
    timeoutMs,
    async sync(email, chosen) {
      const wanted = idsOf(chosen);
      const unwanted = idsOf(lists.filter((choice) => !chosen.includes(choice)));
      if (wanted.length) {
        // The site proved the address (double opt-in) and the person chose these: the contact is
        // put on them, and a block left by an earlier unsubscribe is lifted, since this is a
        // consent given again since then.
        await call('POST', '/contacts', {
          email,
          listIds: wanted,
          updateEnabled: true,
          emailBlacklisted: false,
        });
      }
      if (unwanted.length) await call('PUT', contact(email), { unlinkListIds: unwanted });
    },
    forget: async (email) => {
      await call('DELETE', contact(email));
    },
    async sendCampaign(campaign: Campaign) {
      const listId = listIds[campaign.choice];
      if (!listId) throw new MailToolError(400, `no list for ${campaign.choice}`);
      const created = (await call('POST', '/emailCampaigns', {
        name: campaign.name,
        subject: campaign.subject,
        previewText: campaign.preheader,
        sender: campaign.sender,
        replyTo: campaign.replyTo,
        htmlContent: campaign.html,
        recipients: { listIds: [listId] },
        inlineImageActivation: false,
        ...(campaign.scheduledAt
          ? { scheduledAt: new Date(campaign.scheduledAt).toISOString() }
          : {}),
      })) as { id?: unknown } | null;
      const id = Number(created?.id);
      if (!Number.isInteger(id)) throw new MailToolError(502, 'campaign without an id');
      if (!campaign.scheduledAt) await call('POST', `/emailCampaigns/${id}/sendNow`);
      return id;
    },
  };
}
