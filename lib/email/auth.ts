import type { User } from 'firebase/auth';

export type { User };
import { COLLECTIONS, normalizeEmail } from '@/lib/email/model';
import type { SignedInUser } from '@/lib/email/store';
import { appCheckSettings, initFirebase } from '@/lib/email/firebase';
import { siteConfig } from '@/lib/config/site-config';

/**
 * Firebase Auth, loaded on demand by /admin/ and /boletin/. Sign-in uses the SDK's own Google
 * popup (decision 7) or the email link the site's function mailed (lib/email/link-request.ts).
 */
async function loadAuth() {
  const config = siteConfig.firebase;
  if (!config) throw new Error('Firebase no está configurado');
  const [{ app, db, firestore }, auth] = await Promise.all([
    initFirebase(config, siteConfig.firebaseEmulatorHost, appCheckSettings(siteConfig)),
    import('firebase/auth'),
  ]);
  const instance = auth.getAuth(app);
  instance.languageCode = 'es';
  if (siteConfig.firebaseAuthEmulatorHost && !instance.emulatorConfig) {
    auth.connectAuthEmulator(instance, `http://${siteConfig.firebaseAuthEmulatorHost}`, {
      disableWarnings: true,
    });
  }
  return { auth, instance, db, firestore };
}

export function toSignedInUser(user: User): SignedInUser {
  return {
    uid: user.uid,
    email: normalizeEmail(user.email ?? ''),
    name: user.displayName ?? '',
    provider: user.providerData[0]?.providerId ?? 'google.com',
    avatar: user.photoURL ?? '',
  };
}

export async function signInWithGoogle(): Promise<User> {
  const { auth, instance } = await loadAuth();
  const result = await auth.signInWithPopup(instance, new auth.GoogleAuthProvider());
  return result.user;
}

export async function signOutUser(): Promise<void> {
  const { auth, instance } = await loadAuth();
  await auth.signOut(instance);
}

/** Calls back with the signed-in user (or null) now and on every change. */
export async function watchUser(callback: (user: User | null) => void): Promise<() => void> {
  const { auth, instance } = await loadAuth();
  return auth.onAuthStateChanged(instance, callback);
}

/**
 * Whether this user holds the admin role: a Google sign-in with a verified email and a document
 * admins/{email} (decision 12: an email link proves the mailbox, not the admin). The rules let a
 * user read only their own admin document; they, not this check, guard the data.
 */
export async function isAdmin(user: User): Promise<boolean> {
  if (!user.emailVerified || !user.email) return false;
  const { db, firestore } = await loadAuth();
  try {
    if ((await user.getIdTokenResult()).signInProvider !== 'google.com') return false;
    const snapshot = await firestore.getDoc(
      firestore.doc(db, COLLECTIONS.admins, normalizeEmail(user.email)),
    );
    return snapshot.exists();
  } catch {
    return false;
  }
}

// ---- The subscriber's proof of address: Firebase Auth's email link (decisions 11, 12) ---------

/**
 * The proof lasts for this tab only (session storage, not local storage): a subscriber on a shared
 * computer leaves nothing signed in behind. Also moves a session an older build kept.
 */
export async function keepSignInForThisTab(): Promise<void> {
  const { auth, instance } = await loadAuth();
  await auth.setPersistence(instance, auth.browserSessionPersistence);
}

/** Whether this URL is a sign-in link the page should complete. */
export async function isSubscriberLink(href: string): Promise<boolean> {
  const { auth, instance } = await loadAuth();
  return auth.isSignInWithEmailLink(instance, href);
}

/**
 * Signs in with the link: Firebase refuses it when `email` is not the address it was sent to,
 * when it was used already and when it expired.
 */
export async function completeSubscriberLink(email: string, href: string): Promise<User> {
  const { auth, instance } = await loadAuth();
  const result = await auth.signInWithEmailLink(instance, normalizeEmail(email), href);
  return result.user;
}

/** Firebase's error code (`auth/invalid-action-code`…), or '' for anything else. */
export function authErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}
