import type { Firestore } from 'firebase/firestore';
import type { FirebaseWebConfig } from '@/lib/config/site-config';
import { type AppCheckSettings, initFirebase } from '@/lib/email/firebase';
import { cleanUpOperations } from '@/lib/email/firestore-admin-cleanup';
import { exportOperations } from '@/lib/email/firestore-admin-exports';
import { listOperations } from '@/lib/email/firestore-admin-list';
import { signInRecords } from '@/lib/email/firestore-admin-sign-ins';
import { type FirestoreModule, firestoreContext } from '@/lib/email/firestore-context';
import type { AdminStore } from '@/lib/email/store-contract';
import { type FirestoreStoreOptions, firestoreStore } from '@/lib/email/store-firestore';

// The admin's Firestore store, loaded by /admin/ only: the subscriber's operations (answering a
// request) and the admin's tools, each task in a module of its own: the spec's list a page at a
// time and its counts (firestore-admin-list.ts), the exports (firestore-admin-exports.ts), the
// clean-up of unconfirmed sign-ups and the bulk unsubscribe (firestore-admin-cleanup.ts) and the
// admin's own sign-in records (firestore-admin-sign-ins.ts). This module only puts them together
// on one Firestore. The rules refuse every one of them to anyone but the admin.

export async function createFirestoreAdminStore(
  config: FirebaseWebConfig,
  emulatorHost: string | null,
  appCheck: AppCheckSettings | null = null,
): Promise<AdminStore> {
  const { db, firestore, appCheckWorks } = await initFirebase(config, emulatorHost, appCheck);
  return firestoreAdminStore(db, firestore, { appCheckWorks });
}

/** The admin's store on an initialised Firestore (the site's, or a test's signed-in context). */
export function firestoreAdminStore(
  db: Firestore,
  fs: FirestoreModule,
  options: FirestoreStoreOptions = {},
): AdminStore {
  const context = firestoreContext(db, fs);
  return {
    ...firestoreStore(db, fs, options),
    ...listOperations(context),
    ...exportOperations(context),
    ...cleanUpOperations(context),
    ...signInRecords(context),
  };
}
