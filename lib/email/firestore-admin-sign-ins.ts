import { trackUserActivity, trackUserRegistered } from '@/lib/analytics/events';
import { withTimeout } from '@/lib/email/firebase';
import type { FirestoreContext } from '@/lib/email/firestore-context';
import { EMAIL_MESSAGES, normalizeEmail } from '@/lib/email/model';
import { registeredUserFrom } from '@/lib/email/records';
import { type AdminStore, type SignedInUser, visitMetadata } from '@/lib/email/store-contract';

// The admin's own sign-in records on Firestore (a part of firestore-admin.ts): the registered user
// of whoever signs in to /admin/ and each login's activity. Apart from the list tools because they
// write the signed-in person's own records, not the list's.

export function signInRecords({
  fs,
  users,
  activities,
}: FirestoreContext): Pick<AdminStore, 'registerUser' | 'recordActivity'> {
  return {
    async registerUser(signedIn: SignedInUser) {
      const ref = fs.doc(users, signedIn.uid);
      try {
        const existing = await fs.getDoc(ref);
        if (existing.exists()) {
          await withTimeout(
            fs.updateDoc(ref, {
              lastLogin: fs.serverTimestamp(),
              'metadata.loginCount': registeredUserFrom(ref.id, existing.data()).loginCount + 1,
            }),
          );
          return { success: true, isNew: false };
        }
        const meta = visitMetadata();
        await withTimeout(
          fs.setDoc(ref, {
            userId: signedIn.uid,
            email: normalizeEmail(signedIn.email),
            name: signedIn.name.slice(0, 200),
            provider: signedIn.provider.slice(0, 40),
            avatar: signedIn.avatar.slice(0, 2000),
            registeredAt: fs.serverTimestamp(),
            lastLogin: fs.serverTimestamp(),
            emailConsent: true,
            marketingConsent: false,
            metadata: { userAgent: meta.userAgent, referrer: meta.referrer, loginCount: 1 },
          }),
        );
        try {
          trackUserRegistered(signedIn.provider);
        } catch (error) {
          console.warn('[correos] analítica del registro', error);
        }
        return { success: true, isNew: true };
      } catch (error) {
        console.warn('[correos] no se pudo registrar al usuario', error);
        return { success: false, message: EMAIL_MESSAGES.registerFailed };
      }
    },

    async recordActivity(userId: string, action: string, details?: string) {
      const meta = visitMetadata();
      try {
        await withTimeout(
          fs.addDoc(activities, {
            userId,
            action: action.slice(0, 60),
            timestamp: fs.serverTimestamp(),
            metadata: {
              url: meta.currentUrl,
              userAgent: meta.userAgent,
              ...(details ? { details: details.slice(0, 500) } : {}),
            },
          }),
        );
        trackUserActivity(action);
        return { success: true };
      } catch (error) {
        console.warn('[correos] no se pudo registrar la actividad', error);
        return { success: false };
      }
    },
  };
}
