/**
 * The site's clients driven from Node, as many browsers would (the fault suite and the article
 * mail's), on the emulators the test export talks to: a call to a callable with App Check's
 * header and a client's network address, the visitor's and the admin's stores on Firebase apps of
 * their own, and a Google sign-in on the Auth emulator (the admin's ID token, the session a
 * browser spec hands to its page).
 */
import { type FirebaseApp, deleteApp, initializeApp } from 'firebase/app';
import {
  type Auth,
  GoogleAuthProvider,
  type User,
  connectAuthEmulator,
  getAuth,
  signInWithCredential,
} from 'firebase/auth';
import * as firestoreModule from 'firebase/firestore';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { emulatorAppCheckToken } from '../lib/email/firebase';
import { firestoreAdminStore } from '../lib/email/firestore-admin';
import { FUNCTIONS_REGION } from '../lib/email/link-contract';
import { firestoreStore } from '../lib/email/store-firestore';
import type { AdminStore, SubscriberStore } from '../lib/email/store';
import { online } from './emulator-data';
import { DEMO_PROJECT } from './env';

export type CallAnswer =
  { ok: true; result: unknown } | { ok: false; reason: string; status: number };

/** A call to one of the site's callables, as the pages make it: App Check's header, a client. */
export async function callable(
  name: string,
  data: unknown,
  {
    client = '10.0.0.1',
    idToken,
    appCheck = true,
  }: { client?: string; idToken?: string; appCheck?: boolean } = {},
): Promise<CallAnswer> {
  const response = await fetch(
    `${online.functionsOrigin}/${online.projectId}/${FUNCTIONS_REGION}/${name}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(appCheck
          ? { 'x-firebase-appcheck': emulatorAppCheckToken(DEMO_PROJECT.appId).token }
          : {}),
        // The network address Cloud Functions sees: Google's front end appends it.
        'x-forwarded-for': client,
        ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
      },
      body: JSON.stringify({ data }),
    },
  );
  const body = (await response.json().catch(() => ({}))) as {
    result?: unknown;
    error?: { message?: string; details?: { reason?: string } };
  };
  if (response.ok) return { ok: true, result: body.result };
  const reason = body.error?.details?.reason ?? body.error?.message ?? String(response.status);
  return { ok: false, reason, status: response.status };
}

const apps = new Set<FirebaseApp>();
let made = 0;

/**
 * A browser of the site, as far as the store needs one: its own Firebase app on the emulators.
 * `close()` deletes it; closeClients() deletes those still open.
 */
export function siteClient() {
  made += 1;
  const app = initializeApp(
    {
      apiKey: online.apiKey,
      projectId: online.projectId,
      authDomain: `${online.projectId}.firebaseapp.com`,
    },
    `node-client-${made}`,
  );
  apps.add(app);
  const db = getFirestore(app);
  const [host = '127.0.0.1', port = ''] = online.firestoreHost.split(':');
  connectFirestoreEmulator(db, host, Number(port));
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${online.authHost}`, { disableWarnings: true });
  const close = () => (apps.delete(app) ? deleteApp(app) : Promise.resolve());
  return { db, auth, close };
}

/** Deletes the Firebase apps the clients made and did not close (a spec's afterAll). */
export const closeClients = () =>
  Promise.all([...apps].map((app) => apps.delete(app) && deleteApp(app)));

/** The visitor's store: the sign-up, as a newsletter form writes it through the rules. */
export function visitorStore(): SubscriberStore {
  const { db } = siteClient();
  return firestoreStore(db, firestoreModule);
}

/**
 * Signs a person in with Google on the Auth emulator, which accepts an unsigned Google ID token
 * written as JSON. Google's popup cannot run on this offline machine: the SDK needs Google's gapi
 * script from apis.google.com to open it, and so does the emulator's sign-in page.
 */
export async function signInWithGoogle(auth: Auth, email: string, name: string): Promise<User> {
  const credential = GoogleAuthProvider.credential(
    JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name }),
  );
  return (await signInWithCredential(auth, credential)).user;
}

/** The admin, signed in (the gate lets an admin address in): its store, and its ID token. */
export async function signedInAdmin(
  email: string,
): Promise<{ store: AdminStore; idToken: string }> {
  const { db, auth } = siteClient();
  const user = await signInWithGoogle(auth, email, 'Dueña');
  return { store: firestoreAdminStore(db, firestoreModule), idToken: await user.getIdToken() };
}
