import type { Firestore } from 'firebase/firestore';
import { trackEmailCollected, trackError, trackNewsletterSignup } from '@/lib/analytics/events';
import type { FirebaseWebConfig } from '@/lib/config/site-config';
import type { FirestoreModule } from '@/lib/email/firestore-context';
import {
  type AppCheckProbe,
  type AppCheckSettings,
  initFirebase,
  isPermissionDenied,
  withTimeout,
} from '@/lib/email/firebase';
import { pendingExpiry } from '@/lib/email/link-contract';
import {
  COLLECTIONS,
  EMAIL_MESSAGES,
  defaultPreferences,
  normalizeEmail,
  subscriberId,
} from '@/lib/email/model';
import { type VisitorStore, validateForSubscribe, visitMetadata } from '@/lib/email/store-contract';

// What a visitor does online: the sign-up, alone, so a newsletter form loads nothing of a
// subscriber's or the admin's store (e2e/byte-budget.static.spec.ts reads the build's chunks to
// say so). The subscriber's store (store-firestore.ts) adds its part to this one.

export interface VisitorOptions {
  /** Set when App Check guards the writes: tells a refused write from a duplicate. */
  appCheckWorks?: AppCheckProbe | null;
}

export async function createVisitorFirestore(
  config: FirebaseWebConfig,
  emulatorHost: string | null,
  appCheck: AppCheckSettings | null = null,
): Promise<VisitorStore> {
  const { db, firestore, appCheckWorks } = await initFirebase(config, emulatorHost, appCheck);
  return visitorFirestore(db, firestore, { appCheckWorks });
}

/** The visitor's store on an initialised Firestore (the site's, or a test's context). */
export function visitorFirestore(
  db: Firestore,
  fs: FirestoreModule,
  options: VisitorOptions = {},
): VisitorStore {
  const subscribers = fs.collection(db, COLLECTIONS.subscribers);
  return {
    mode: 'online',

    async subscribe(email, source = 'newsletter', extras) {
      const invalid = validateForSubscribe(email);
      if (invalid) return invalid;
      const normalized = normalizeEmail(email);
      const id = await subscriberId(normalized);
      try {
        // The document id is the email's hash: a second create of the same email is refused by
        // the rules, which is how a duplicate shows (nobody can query the list).
        await withTimeout(
          fs.setDoc(fs.doc(subscribers, id), {
            email: normalized,
            source,
            subscribedAt: fs.serverTimestamp(),
            active: true,
            // Pending, with its deletion date (decisions 12 and 15): the database's TTL policy
            // deletes it then, unless its owner confirms it first (the site's function does).
            confirmedAt: null,
            expiresAt: fs.Timestamp.fromDate(pendingExpiry()),
            preferences: defaultPreferences(source),
            metadata: visitMetadata(extras),
          }),
        );
      } catch (error) {
        // With App Check enforced, a browser without a token (reCAPTCHA blocked or failing) is
        // refused too: that is a failed sign-up, not a duplicate.
        const unverified =
          isPermissionDenied(error) && options.appCheckWorks && !(await options.appCheckWorks());
        if (isPermissionDenied(error) && !unverified) {
          return { success: false, reason: 'duplicate', message: EMAIL_MESSAGES.duplicate };
        }
        console.warn('[correos] no se pudo guardar la suscripción', error);
        trackError(String(error), 'subscribe');
        return { success: false, reason: 'failed', message: EMAIL_MESSAGES.subscribeFailed };
      }
      trackEmailCollected(source);
      trackNewsletterSignup(source);
      return { success: true, id };
    },
  };
}
