/**
 * The emulators the test export talks to (testing/emulators.ts starts them; the export was built
 * with their ports and the demo project, env.ts), as their owner reaches them from Node: their
 * addresses, Firestore's data read and seeded with the rules off (`@firebase/rules-unit-testing`,
 * so what the site itself does still goes through the real rules), and Auth's accounts through
 * the Auth emulator's own endpoints. The mail's stand-ins have their own client,
 * mail-stand-ins-client.ts; the site's clients driven from Node are site-clients.ts.
 */
import { type RulesTestEnvironment, initializeTestEnvironment } from '@firebase/rules-unit-testing';
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
import { hashedId } from '../functions/src/limits';
import { parseEmail } from '../lib/email/address';
import { CALLABLES, FUNCTIONS_REGION } from '../lib/email/link-contract';
import { mailboxKey } from '../lib/email/mailbox';
import { COLLECTIONS, subscriberId } from '../lib/email/model';
import { DEMO_PROJECT, testPorts } from './env';
import { clearStandIns } from './mail-stand-ins-client';

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
