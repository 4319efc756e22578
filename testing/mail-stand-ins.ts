// What stands in for the owner's mail provider in a test run (playwright.config.ts starts it):
// a local SMTP server (smtp-server) that receives the functions' mail and keeps it in memory, and
// one HTTP server with two faces: its mailbox for the tests (GET/DELETE /mailbox, and PUT
// /mailbox/outage to make the SMTP server refuse mail as a provider that is down does) and the mail
// tool's API as the functions call it (Brevo's /v3/contacts), which records every call and keeps
// the contacts. PUT /mail-tool/faults queues failures for the next calls, as Brevo has them: a 500,
// a 429 with Retry-After, or a timeout (the call waits 3 s, past the caller's patience, and is
// then applied and answered: a request the provider processes after the caller gave up), with
// calls let through between them ('none') where the schedule says. Its
// campaigns (/v3/emailCampaigns) are delivered to their list's contacts as Brevo would: each
// recipient's unsubscribe tag becomes their own one-click link, with the List-Unsubscribe and
// List-Unsubscribe-Post headers, and a click on it (POST /unsubscribe) blocks the contact and calls
// the site's webhook (PUT /mail-tool/webhook names it and its secret), as Brevo's webhook does.
// Nothing leaves this machine. The tests talk to it through its client, mail-stand-ins-client.ts.
//   node --import tsx testing/mail-stand-ins.ts      (ports from E2E_PORT, see testPorts)
import http from 'node:http';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { TEST_BREVO_LIST_ID, TEST_SMTP_USER, testPorts } from './env';

/** A mail as received: its envelope, its headers and what a reader sees. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The SMTP envelope: the addresses of MAIL FROM and RCPT TO. */
  envelope: { from: string; to: string[] };
  /** Every header as written, by its lower-cased name (the last one of a repeated name). */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

/** One call to the mail tool's API, as the functions made it, and what it was answered. */
export interface MailToolCall {
  method: string;
  path: string;
  body: unknown;
  at: string;
  /** The status answered, or 'timeout' when the answer came after the caller gave up. */
  answer: number | 'timeout';
}

/** A campaign as the stand-in keeps it, and each copy it delivered. */
export interface StandInCampaign {
  id: number;
  body: Record<string, unknown>;
  status: 'draft' | 'scheduled' | 'sent';
}
export interface CampaignDelivery {
  campaignId: number;
  to: string;
  subject: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * A failure the stand-in answers a call with, instead of the tool's own answer; 'none' lets one
 * call through, so a schedule can space its failures out.
 */
export type MailToolFault = '500' | '429' | 'timeout' | 'none';

/** What the mail tool's stand-in holds (GET /mail-tool): each call and what came of them. */
export interface MailToolState {
  calls: MailToolCall[];
  /** Each contact's lists. */
  contacts: Record<string, number[]>;
  blocked: string[];
  campaigns: StandInCampaign[];
  deliveries: CampaignDelivery[];
  webhookCalls: { event: string; email: string; status: number }[];
}

/** How late a "timeout" answers: past the functions' test timeout (MAIL_TOOL_TIMEOUT_SECONDS). */
const TIMEOUT_DELAY_MS = 3_000;

export interface StandIns {
  /** The ports they listen on (the ones asked for, or those the system chose for 0). */
  smtpPort: number;
  apiPort: number;
  close(): Promise<void>;
}

const json = (response: http.ServerResponse, status: number, body?: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body === undefined ? '' : JSON.stringify(body));
};

async function readBody(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : null;
}

const addressesOf = (value: ParsedMail['to']) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) =>
    group.value.map((entry) => entry.address ?? ''),
  );

export async function startStandIns(
  ports: { smtp: number; standIns: number } = testPorts(),
): Promise<StandIns> {
  const mails: ReceivedMail[] = [];
  const calls: MailToolCall[] = [];
  /** The mail tool's contacts: address → the lists it is on. */
  const contacts = new Map<string, Set<number>>();
  /** While true, the SMTP server refuses every recipient, as a provider that is down does. */
  let outage = false;
  /** Failures for the next calls to the mail tool, first first. */
  let faults: MailToolFault[] = [];
  /** Contacts blocked by their own unsubscribe (Brevo's blacklist): no campaign reaches them. */
  const blocked = new Set<string>();
  const campaigns = new Map<number, StandInCampaign>();
  const deliveries: CampaignDelivery[] = [];
  /** The site's webhook for the tool's events, and the secret it expects. */
  let webhook: { url: string; secret: string } | null = null;
  const webhookCalls: MailToolState['webhookCalls'] = [];

  const smtp = new SMTPServer({
    // A local server: plain text is fine here (the functions require TLS off this machine).
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      // The functions must log in as the configured user, with a password (their secret).
      if (auth.username === TEST_SMTP_USER && auth.password)
        callback(null, { user: auth.username });
      else callback(new Error('Credenciales SMTP no válidas'));
    },
    onRcptTo(_address, _session, callback) {
      if (outage) {
        callback(Object.assign(new Error('Servicio no disponible'), { responseCode: 421 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const { mailFrom, rcptTo } = session.envelope;
      simpleParser(stream).then(
        (parsed) => {
          mails.push({
            from: parsed.from?.text ?? '',
            to: addressesOf(parsed.to),
            envelope: {
              from: mailFrom ? mailFrom.address : '',
              to: rcptTo.map((recipient) => recipient.address),
            },
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line.slice(line.indexOf(':') + 1).trim(),
              ]),
            ),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
    logger: false,
  });

  const api = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
      // The tests' side: take the SMTP server down and bring it back.
      if (url.pathname === '/mailbox/outage' && request.method === 'PUT') {
        outage = ((await readBody(request)) as { on?: boolean } | null)?.on === true;
        return json(response, 204);
      }
      // The tests' side: what arrived, and a clean slate.
      if (url.pathname === '/mailbox') {
        if (request.method === 'DELETE') {
          mails.length = 0;
          outage = false;
          return json(response, 204);
        }
        const to = url.searchParams.get('to');
        return json(response, 200, to ? mails.filter((mail) => mail.to.includes(to)) : mails);
      }
      if (url.pathname === '/mail-tool/webhook' && request.method === 'PUT') {
        webhook = (await readBody(request)) as { url: string; secret: string } | null;
        return json(response, 204);
      }
      // A recipient's one-click unsubscribe (RFC 8058: a POST to the List-Unsubscribe address).
      if (url.pathname === '/unsubscribe' && request.method === 'POST') {
        const email = url.searchParams.get('e') ?? '';
        if (!contacts.has(email)) return json(response, 404, { code: 'document_not_found' });
        blocked.add(email);
        if (webhook) {
          const event = {
            event: 'unsubscribe',
            email,
            camp_id: Number(url.searchParams.get('c')),
            ts_event: Math.floor(Date.now() / 1000),
          };
          const answered = await fetch(webhook.url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${webhook.secret}`,
            },
            body: JSON.stringify(event),
          }).then(
            (reply) => reply.status,
            () => 0,
          );
          webhookCalls.push({ event: event.event, email, status: answered });
        }
        return json(response, 200, { unsubscribed: email });
      }
      if (url.pathname === '/mail-tool/faults' && request.method === 'PUT') {
        faults = ((await readBody(request)) as { faults?: MailToolFault[] } | null)?.faults ?? [];
        return json(response, 204);
      }
      if (url.pathname === '/mail-tool') {
        if (request.method === 'DELETE') {
          calls.length = 0;
          contacts.clear();
          faults = [];
          blocked.clear();
          campaigns.clear();
          deliveries.length = 0;
          webhookCalls.length = 0;
          return json(response, 204);
        }
        const state: MailToolState = {
          calls,
          contacts: Object.fromEntries([...contacts].map(([email, lists]) => [email, [...lists]])),
          blocked: [...blocked],
          campaigns: [...campaigns.values()],
          deliveries,
          webhookCalls,
        };
        return json(response, 200, state);
      }
      // The functions' side: Brevo's contacts API, as far as the adapter uses it.
      if (!url.pathname.startsWith('/v3/')) return json(response, 404, { code: 'not_found' });
      if (!request.headers['api-key']) return json(response, 401, { code: 'unauthorized' });
      const body = await readBody(request);
      const call: MailToolCall = {
        method: request.method ?? '',
        path: url.pathname,
        body,
        at: new Date().toISOString(),
        answer: 0,
      };
      calls.push(call);
      const fault = faults.shift();
      if (fault === '500' || fault === '429') {
        call.answer = Number(fault);
        response.writeHead(call.answer, {
          'content-type': 'application/json',
          ...(fault === '429' ? { 'retry-after': '1' } : {}),
        });
        return response.end(
          JSON.stringify({ code: fault === '429' ? 'too_many_requests' : 'internal_error' }),
        );
      }
      if (fault === 'timeout') {
        // Applied and answered after the caller gave up (a second after, with the functions' test
        // timeout of 2 s): the caller must retry, harmlessly, and a newer call must not be undone
        // by this one landing late (the outbox waits the timeout out again before its next call).
        call.answer = 'timeout';
        await new Promise((done) => setTimeout(done, TIMEOUT_DELAY_MS));
      }
      const answer = (status: number, payload?: unknown) => {
        if (call.answer !== 'timeout') call.answer = status;
        return json(response, status, payload);
      };
      const contact = /^\/v3\/contacts\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'POST' && url.pathname === '/v3/contacts') {
        const {
          email,
          listIds = [],
          emailBlacklisted,
        } = body as { email: string; listIds?: number[]; emailBlacklisted?: boolean };
        const known = contacts.get(email);
        contacts.set(email, new Set([...(known ?? []), ...listIds]));
        if (emailBlacklisted === false) blocked.delete(email);
        return answer(known ? 204 : 201, known ? undefined : { id: contacts.size });
      }
      if (request.method === 'POST' && url.pathname === '/v3/emailCampaigns') {
        const fields = body as Record<string, unknown>;
        const id = campaigns.size + 1;
        campaigns.set(id, { id, body: fields, status: fields.scheduledAt ? 'scheduled' : 'draft' });
        return answer(201, { id });
      }
      const sendNow = /^\/v3\/emailCampaigns\/(\d+)\/sendNow$/.exec(url.pathname);
      if (request.method === 'POST' && sendNow) {
        const campaign = campaigns.get(Number(sendNow[1]));
        if (!campaign) return answer(404, { code: 'document_not_found' });
        const { listIds = [] } = (campaign.body.recipients ?? {}) as { listIds?: number[] };
        const origin = `http://${request.headers.host}`;
        for (const [email, lists] of contacts) {
          if (blocked.has(email) || !listIds.some((id) => lists.has(id))) continue;
          const unsubscribe = `${origin}/unsubscribe?c=${campaign.id}&e=${encodeURIComponent(email)}`;
          deliveries.push({
            campaignId: campaign.id,
            to: email,
            subject: String(campaign.body.subject ?? ''),
            html: String(campaign.body.htmlContent ?? '').replaceAll(
              '{{ unsubscribe }}',
              unsubscribe,
            ),
            headers: {
              'List-Unsubscribe': `<${unsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          });
        }
        campaign.status = 'sent';
        return answer(204);
      }
      if (contact) {
        const email = decodeURIComponent(contact[1] ?? '');
        const lists = contacts.get(email);
        if (!lists) return answer(404, { code: 'document_not_found' });
        if (request.method === 'DELETE') contacts.delete(email);
        if (request.method === 'PUT') {
          const { unlinkListIds = [], listIds = [] } = body as {
            unlinkListIds?: number[];
            listIds?: number[];
          };
          for (const id of unlinkListIds) lists.delete(id);
          for (const id of listIds) lists.add(id);
        }
        return answer(204);
      }
      return answer(400, { code: 'invalid_parameter', list: TEST_BREVO_LIST_ID });
    })().catch((error: unknown) => json(response, 500, { message: String(error) }));
  });

  await Promise.all([
    new Promise<void>((resolve) => smtp.listen(ports.smtp, '127.0.0.1', resolve)),
    new Promise<void>((resolve) => api.listen(ports.standIns, '127.0.0.1', resolve)),
  ]);
  const portOf = (server: { address(): unknown }) => (server.address() as { port: number }).port;
  return {
    smtpPort: portOf(smtp.server),
    apiPort: portOf(api),
    close: () =>
      Promise.all([
        new Promise<void>((resolve) => smtp.close(resolve)),
        new Promise<void>((resolve) => api.close(() => resolve())),
      ]).then(() => undefined),
  };
}

if (/mail-stand-ins\.ts$/.test(process.argv[1] ?? '')) {
  const ports = testPorts();
  startStandIns(ports).then(
    () =>
      console.log(
        `Servidor SMTP local en 127.0.0.1:${ports.smtp}; buzón y herramienta de correo en http://127.0.0.1:${ports.standIns}`,
      ),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
