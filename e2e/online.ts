/**
 * The emulators the test export talks to (playwright.config.ts starts them; the export was built
 * with their ports and the demo project, see testing/env.ts), as the tests see them.
 *
 * The tests read and seed Firestore with the rules off (`@firebase/rules-unit-testing`), so what
 * the site itself does still goes through the real rules; Auth is read and emptied through the
 * Auth emulator's own endpoints; the functions' mail and mail-tool calls are read from their local
 * stand-ins, through their client (testing/mail-stand-ins-client.ts).
 */
import fs from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { type RulesTestEnvironment, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  connectAuthEmulator,
  getAuth,
  signInWithCredential,
} from 'firebase/auth';
import {
  type DocumentData,
  type Firestore,
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDocFromServer,
  getDocsFromServer,
  setDoc,
  setLogLevel,
  updateDoc,
} from 'firebase/firestore';
import { newsletterText } from '../content/newsletter';
import { CALLABLES, FUNCTIONS_REGION } from '../lib/email/link-contract';
import { hashedId } from '../functions/src/limits';
import { parseEmail } from '../lib/email/address';
import { mailboxKey } from '../lib/email/mailbox';
import { COLLECTIONS, subscriberId } from '../lib/email/model';
import { DEMO_PROJECT, testPorts } from '../testing/env';
import { type ReceivedMail, clearStandIns } from '../testing/mail-stand-ins-client';

const ports = testPorts();
export const online = {
  firestoreHost: `127.0.0.1:${ports.firestore}`,
  authHost: `127.0.0.1:${ports.auth}`,
  functionsOrigin: `http://127.0.0.1:${ports.functions}`,
  projectId: DEMO_PROJECT.projectId,
  apiKey: DEMO_PROJECT.apiKey,
};

let environment: Promise<RulesTestEnvironment> | null = null;

/** The emulator's data as its owner: rules off, the project the test export uses. */
function owner(): Promise<RulesTestEnvironment> {
  setLogLevel('error');
  environment ??= initializeTestEnvironment({
    projectId: online.projectId,
    firestore: { host: '127.0.0.1', port: ports.firestore },
  });
  return environment;
}

async function asOwner<T>(work: (firestore: Firestore) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await (
    await owner()
  ).withSecurityRulesDisabled(async (context) => {
    result = await work(context.firestore() as unknown as Firestore);
  });
  return result as T;
}

const authAdmin = (path: string) =>
  `http://${online.authHost}/emulator/v1/projects/${online.projectId}/${path}`;

/**
 * Empties the project's Firestore data and Auth accounts, the mail's stand-ins, and
 * wakes the callables: the emulator starts a function's worker on its first call, which took
 * seconds on a busy machine (a call without App Check is refused inside that worker).
 */
export async function resetEmulators(): Promise<void> {
  const wake = (name: string) =>
    fetch(`http://127.0.0.1:${ports.functions}/${online.projectId}/${FUNCTIONS_REGION}/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    }).then((answer) => (answer.status === 401 ? new Response() : answer));
  const [, , ...answers] = await Promise.all([
    (await owner()).clearFirestore(),
    clearStandIns(),
    ...Object.values(CALLABLES).map(wake),
    fetch(authAdmin('accounts'), { method: 'DELETE' }),
  ]);
  const failed = answers.find((answer) => !answer.ok);
  if (failed) throw new Error(`No se pudo vaciar ${failed.url}: ${failed.status}`);
}

/** A stored value as plain JSON: Firestore's timestamps become ISO strings. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  }
  return value;
}

// The reads below ask the emulator itself, never the SDK's cache: a client that loses its
// connection (the emulator once answered a loaded run with a garbled frame, RESOURCE_EXHAUSTED)
// answers a plain read from its empty cache, and an outbox read as empty is not a drained one.
// Such a read fails instead (`unavailable`), which says nothing of the data, so it is asked again,
// up to three times: under the mixed load of mail-faults one failed inside a poll, which ends on
// an error, and failed the test (2026-12-06).
async function readFromServer<T>(read: (firestore: Firestore) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await asOwner(read);
    } catch (error) {
      if (attempt === 3 || (error as { code?: unknown }).code !== 'unavailable') throw error;
    }
  }
}

/** One document as plain JSON, or null when it does not exist. */
export function readDocument(name: string, id: string): Promise<Record<string, unknown> | null> {
  return readFromServer(async (firestore) => {
    const data = (await getDocFromServer(doc(firestore, name, id))).data();
    return data ? (plain(data) as Record<string, unknown>) : null;
  });
}

/** Every document of a collection, as plain JSON with its id. */
export function readCollection(name: string): Promise<Array<Record<string, unknown>>> {
  return readFromServer(async (firestore) =>
    (await getDocsFromServer(collection(firestore, name))).docs.map((snapshot) => ({
      id: snapshot.id,
      ...(plain(snapshot.data()) as Record<string, unknown>),
    })),
  );
}

export async function readSubscriber(email: string) {
  return readDocument(COLLECTIONS.subscribers, await subscriberId(email));
}

/** Writes or changes one document as the emulator's owner (data the UI does not write). */
export function writeDocument(name: string, id: string, data: DocumentData, merge = false) {
  return asOwner((firestore) =>
    merge ? updateDoc(doc(firestore, name, id), data) : setDoc(doc(firestore, name, id), data),
  );
}

/**
 * Lets an hour pass for the function's per-mailbox limit (link_limits, one link a minute and three
 * an hour): its record for the mailbox goes, as the TTL policy would delete it.
 */
export async function forgetLinkLimits(email: string): Promise<void> {
  const address = parseEmail(email);
  if (!address) throw new Error(`not an address: ${email}`);
  const id = hashedId('mailbox', mailboxKey(address));
  await asOwner((firestore) => deleteDoc(doc(firestore, COLLECTIONS.linkLimits, id)));
}

/** The documented admin grant: a document admins/{email} (see docs/firebase.md). */
export function grantAdmin(email: string): Promise<void> {
  return writeDocument(COLLECTIONS.admins, email, { grantedBy: 'e2e' });
}

/** Takes the admin role away (the admins document goes), as the owner would in the console. */
export function revokeAdmin(email: string): Promise<void> {
  return asOwner((firestore) => deleteDoc(doc(firestore, COLLECTIONS.admins, email)));
}

/** The Auth emulator's accounts with this address (the erasure must leave none). */
export async function authAccountsFor(email: string): Promise<number> {
  const response = await fetch(
    `http://${online.authHost}/identitytoolkit.googleapis.com/v1/projects/${online.projectId}/accounts:lookup`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  if (!response.ok) throw new Error(`No se pudieron leer las cuentas (${response.status})`);
  const { users = [] } = (await response.json()) as { users?: { email?: string }[] };
  return users.filter((user) => user.email === email).length;
}

/**
 * Signs the person in with Google on the Auth emulator and stores the session where the site's
 * Firebase Auth looks for it on load, as if Google's popup had just closed.
 *
 * The popup itself cannot run on this offline machine: the SDK needs Google's gapi script from
 * apis.google.com to open it, and so does the emulator's sign-in page. Everything after it (the
 * emulator checks the token on load, the site asks Firestore for the admin role through the
 * rules) is the real thing.
 */
export async function signInAs(
  context: BrowserContext,
  person: { email: string; name: string },
): Promise<string> {
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
 * The confirmation mail's link (decision 17): the site's own address with the signed token, as
 * the function wrote it. Throws when the mail carries none.
 */
export function confirmLinkOf(mail: ReceivedMail): string {
  const sent = /https?:\/\/\S+[?&]confirmar=[\w.-]+/.exec(mail.text)?.[0];
  if (!sent) throw new Error(`El correo “${mail.subject}” no trae enlace para confirmar`);
  return sent;
}

/**
 * The page an access mail's link opens. The Auth emulator's link points at its own action page;
 * the deployed one, Firebase's handler on the auth domain, sends the browser on to the return
 * address with the link's parameters, which is what this does.
 */
export function pageOfLink(mail: ReceivedMail): string {
  const sent = /https?:\/\/\S+oobCode=\S+/.exec(mail.text)?.[0];
  if (!sent) throw new Error(`El correo “${mail.subject}” no trae enlace`);
  const link = new URL(sent);
  const page = new URL(link.searchParams.get('continueUrl') ?? '');
  for (const key of ['apiKey', 'oobCode', 'mode', 'lang']) {
    const value = link.searchParams.get(key);
    if (value) page.searchParams.set(key, value);
  }
  return page.href;
}

/** Clicks a download button and returns the file's suggested name and its text. */
export async function downloadFrom(
  page: Page,
  buttonName: string,
): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName }).click();
  const file = await download;
  return {
    name: file.suggestedFilename(),
    text: fs.readFileSync((await file.path()) ?? '', 'utf8'),
  };
}

/** The lines of a downloaded CSV (byte-order mark and CRLF line ends as the admin writes them). */
export function csvLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}

/** An article, whose page has a sign-up form under the text as well as the footer's. */
export const ARTICLE = '/blog/analisis-de-datos/kpis-esenciales-pymes-que-medir/';

/** The newsletter form in the footer (every page) or under an article. */
export function newsletterForm(page: Page, location: 'footer' | 'article') {
  return page.getByTestId(`newsletter-${location}`);
}

/** Signs `email` up with the newsletter form, as a visitor types it; returns the form. */
export async function subscribe(page: Page, location: 'footer' | 'article', email: string) {
  const form = newsletterForm(page, location);
  await form.getByLabel(newsletterText.label).fill(email);
  await form.getByRole('button', { name: newsletterText.submit }).click();
  return form;
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
