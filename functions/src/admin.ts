import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@/lib/email/model';

// The admin, as the rules define them (firestore.rules, isAdmin): a Google sign-in with a verified
// email that has a document admins/{email}.

interface CallerToken {
  email?: string;
  email_verified?: boolean;
  firebase?: { sign_in_provider?: string };
}

export async function requireAdmin(auth: { token: CallerToken } | undefined): Promise<void> {
  const token = auth?.token;
  const email = token?.email?.toLowerCase();
  const google = token?.firebase?.sign_in_provider === 'google.com';
  if (email && token?.email_verified === true && google) {
    const grant = await getFirestore().collection(COLLECTIONS.admins).doc(email).get();
    if (grant.exists) return;
  }
  throw new HttpsError('permission-denied', 'not-admin');
}
