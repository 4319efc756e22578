import { siteConfig } from '@/lib/config/site-config';
import type { EmailStore } from './store-contract';

export type { EmailStore, OperationResult, SignedInUser } from './store-contract';

let storePromise: Promise<EmailStore> | null = null;

/** The store for this deployment, created once and on demand (Firebase is never in a first load). */
export function getEmailStore(): Promise<EmailStore> {
  storePromise ??= (async () => {
    const { createLocalStore } = await import('@/lib/email/store-local');
    if (!siteConfig.firebase) return createLocalStore();
    try {
      const [{ appCheckSettings }, { createFirestoreStore }] = await Promise.all([
        import('@/lib/email/firebase'),
        import('@/lib/email/store-firestore'),
      ]);
      return await createFirestoreStore(
        siteConfig.firebase,
        siteConfig.firebaseEmulatorHost,
        appCheckSettings(siteConfig),
      );
    } catch (error) {
      console.warn(
        '[correos] Firebase no se pudo iniciar; se usa el almacenamiento del navegador',
        error,
      );
      return createLocalStore();
    }
  })();
  return storePromise;
}
