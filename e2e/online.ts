/**
 * The emulators the test export talks to (playwright.config.ts starts them; the export was built
 * with their ports and the demo project, see scripts/export-env.ts), as the tests see them.
 *
 * The tests read and seed data as the emulator's owner (`Authorization: Bearer owner`, which only
 * the emulators accept), so what the site itself does still goes through the real rules.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  connectAuthEmulator,
  getAuth,
  signInWithCredential,
} from 'firebase/auth';
import { COLLECTIONS, subscriberId } from '../lib/email/model';
import { DEMO_PROJECT, testPorts } from '../scripts/export-env';

const ports = testPorts();
export const online = {
  firestoreHost: `127.0.0.1:${ports.firestore}`,
  authHost: `127.0.0.1:${ports.auth}`,
  projectId: DEMO_PROJECT.projectId,
  apiKey: DEMO_PROJECT.apiKey,
};

const OWNER = { Authorization: 'Bearer owner' };
const documentsUrl = () =>
  `http://${online.firestoreHost}/v1/projects/${online.projectId}/databases/(default)/documents`;

/** Empties the project's Firestore data and Auth accounts. */
export async function resetEmulators(): Promise<void> {
  const responses = await Promise.all([
    fetch(
      `http://${online.firestoreHost}/emulator/v1/projects/${online.projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    ),
    fetch(`http://${online.authHost}/emulator/v1/projects/${online.projectId}/accounts`, {
      method: 'DELETE',
    }),
  ]);
  for (const response of responses) {
    if (!response.ok) throw new Error(`No se pudo vaciar el emulador: ${response.status}`);
  }
}

type RestValue = Record<string, unknown>;

/** A Firestore REST value as plain JSON (timestamps stay ISO strings). */
function fromRest(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('timestampValue' in value) return { timestamp: value.timestampValue };
  if ('nullValue' in value) return null;
  if ('mapValue' in value) {
    const fields = (value.mapValue as { fields?: Record<string, RestValue> }).fields ?? {};
    return Object.fromEntries(Object.entries(fields).map(([key, item]) => [key, fromRest(item)]));
  }
  if ('arrayValue' in value) {
    const values = (value.arrayValue as { values?: RestValue[] }).values ?? [];
    return values.map(fromRest);
  }
  throw new Error(`Tipo de valor inesperado: ${JSON.stringify(value)}`);
}

/** One document as plain JSON, or null when it does not exist. */
export async function readDocument(
  collection: string,
  id: string,
): Promise<Record<string, unknown> | null> {
  const response = await fetch(`${documentsUrl()}/${collection}/${encodeURIComponent(id)}`, {
    headers: OWNER,
  });
  if (response.status === 404) return null;
  if (!response.ok)
    throw new Error(`Lectura fallida (${response.status}): ${await response.text()}`);
  const body = (await response.json()) as { fields?: Record<string, RestValue> };
  return fromRest({ mapValue: { fields: body.fields ?? {} } }) as Record<string, unknown>;
}

/** Every document id of a collection. */
export async function listDocumentIds(collection: string): Promise<string[]> {
  const response = await fetch(`${documentsUrl()}/${collection}?pageSize=300`, { headers: OWNER });
  if (!response.ok) throw new Error(`Lista fallida (${response.status})`);
  const body = (await response.json()) as { documents?: Array<{ name: string }> };
  return (body.documents ?? []).map((document) => document.name.split('/').pop() ?? '');
}

export async function readSubscriber(email: string) {
  return readDocument(COLLECTIONS.subscribers, await subscriberId(email));
}

/** Sets boolean fields of one document as the emulator's owner (data the UI does not write). */
export async function patchDocument(
  collection: string,
  id: string,
  fields: Record<string, boolean>,
): Promise<void> {
  const mask = Object.keys(fields)
    .map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`)
    .join('&');
  const url = `${documentsUrl()}/${collection}/${encodeURIComponent(id)}?${mask}`;
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { ...OWNER, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fields: Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, { booleanValue: value }]),
      ),
    }),
  });
  if (!response.ok) throw new Error(`No se pudo actualizar (${response.status})`);
}

/** The documented admin grant: a document admins/{email} (see docs/firebase.md). */
export async function grantAdmin(email: string): Promise<void> {
  const response = await fetch(
    `${documentsUrl()}/${COLLECTIONS.admins}?documentId=${encodeURIComponent(email)}`,
    {
      method: 'POST',
      headers: { ...OWNER, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: { grantedBy: { stringValue: 'e2e' } } }),
    },
  );
  if (!response.ok) throw new Error(`No se pudo dar el rol (${response.status})`);
}

export interface GooglePerson {
  email: string;
  name: string;
}

/**
 * Signs the person in with Google on the Auth emulator and stores the session where the site's
 * Firebase Auth looks for it on load, as if Google's popup had just closed.
 *
 * The popup itself cannot run on this offline machine: the SDK needs Google's gapi script from
 * apis.google.com to open it, and so does the emulator's sign-in page. Everything after it (the
 * emulator checks the token on load, the site registers the user and asks Firestore for the
 * admin role through the rules) is the real thing.
 */
export async function signInAs(context: BrowserContext, person: GooglePerson): Promise<string> {
  const app = initializeApp(
    {
      apiKey: online.apiKey,
      authDomain: `${online.projectId}.firebaseapp.com`,
      projectId: online.projectId,
    },
    `e2e-${person.email}-${Date.now()}`,
  );
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${online.authHost}`, { disableWarnings: true });
    // The Auth emulator accepts an unsigned Google ID token written as JSON.
    const credential = GoogleAuthProvider.credential(
      JSON.stringify({
        sub: `google-${person.email}`,
        email: person.email,
        email_verified: true,
        name: person.name,
      }),
    );
    const { user } = await signInWithCredential(auth, credential);
    const session = JSON.stringify({ ...user.toJSON(), appName: '[DEFAULT]' });
    const key = `firebase:authUser:${online.apiKey}:[DEFAULT]`;
    await context.addInitScript(
      ([storageKey, value]) => {
        // Only on the first load of each test: after sign-out the session must stay gone.
        if (!sessionStorage.getItem('e2e_session_seeded')) {
          sessionStorage.setItem('e2e_session_seeded', '1');
          localStorage.setItem(storageKey, value);
        }
      },
      [key, session] as const,
    );
    return user.uid;
  } finally {
    await deleteApp(app);
  }
}

/**
 * The page address an email sign-in link sent to `email` opens (the newest one): what the Auth
 * emulator's out-of-band codes endpoint recorded instead of sending the email, turned into the
 * return address with the parameters Firebase's link handler adds.
 */
export async function signInLinkFor(email: string): Promise<string> {
  const response = await fetch(
    `http://${online.authHost}/emulator/v1/projects/${online.projectId}/oobCodes`,
  );
  if (!response.ok) throw new Error(`No se pudieron leer los enlaces (${response.status})`);
  const { oobCodes = [] } = (await response.json()) as {
    oobCodes?: Array<{ email: string; oobCode: string; oobLink: string; requestType: string }>;
  };
  const code = oobCodes
    .filter((entry) => entry.email === email && entry.requestType === 'EMAIL_SIGNIN')
    .at(-1);
  if (!code) throw new Error(`No hay enlace de acceso para ${email}`);
  const sent = new URL(code.oobLink);
  const page = new URL(sent.searchParams.get('continueUrl') ?? '');
  for (const key of ['apiKey', 'oobCode', 'mode', 'lang']) {
    const value = sent.searchParams.get(key);
    if (value) page.searchParams.set(key, value);
  }
  return page.href;
}

/**
 * Starts recording the page's `securitypolicyviolation` events (from its next navigation on);
 * returns a function that reads them.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** The requests the page sends to the Firestore emulator (none before the store is needed). */
export function recordFirestoreRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host === online.firestoreHost) urls.push(request.url());
  });
  return urls;
}

/**
 * How long a test waits for the form's answer after a write: the SDK loads on submit, and the
 * store gives up on a write after 10 s; a loaded 2-core machine needed more than the default 7 s.
 */
export const FIRESTORE_ANSWER = { timeout: 15_000 };
