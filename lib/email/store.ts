import { siteConfig } from '@/lib/config/site-config';
import type { AdminStore, SubscriberStore, VisitorStore } from './store-contract';

export type {
  AdminStore,
  OperationResult,
  SignedInUser,
  SubscriberStore,
  VisitorStore,
} from './store-contract';

/**
 * The store for this deployment, made once and on demand (Firebase is never in a first load):
 * Firestore when configured and it starts, browser storage otherwise.
 */
function openStore<T extends VisitorStore>(
  local: () => Promise<T>,
  online: (config: NonNullable<typeof siteConfig.firebase>) => Promise<T>,
): Promise<T> {
  const config = siteConfig.firebase;
  if (!config) return local();
  return online(config).catch((error: unknown) => {
    console.warn(
      '[correos] Firebase no se pudo iniciar; se usa el almacenamiento del navegador',
      error,
    );
    return local();
  });
}

async function firebaseSettings() {
  const { appCheckSettings } = await import('@/lib/email/firebase');
  return [siteConfig.firebaseEmulatorHost, appCheckSettings(siteConfig)] as const;
}

let subscriberStore: Promise<SubscriberStore> | null = null;
let adminStore: Promise<AdminStore> | null = null;

/** The newsletter forms' and /boletin/'s store: sign up, and one's own subscription. */
export function getSubscriberStore(): Promise<SubscriberStore> {
  subscriberStore ??= openStore(
    async () => (await import('@/lib/email/store-local')).createLocalStore(),
    async (config) => {
      const [settings, { createFirestoreStore }] = await Promise.all([
        firebaseSettings(),
        import('@/lib/email/store-firestore'),
      ]);
      return createFirestoreStore(config, ...settings);
    },
  );
  return subscriberStore;
}

let visitorStore: Promise<VisitorStore> | null = null;

/**
 * A visitor's store: the sign-up alone (visitor-firestore.ts, or visitor-local.ts without
 * Firebase), so a newsletter form loads nothing of the subscriber's or the admin's.
 */
export function getVisitorStore(): Promise<VisitorStore> {
  visitorStore ??= openStore(
    async () => (await import('@/lib/email/visitor-local')).createLocalVisitorStore(),
    async (config) => {
      const [settings, { createVisitorFirestore }] = await Promise.all([
        firebaseSettings(),
        import('@/lib/email/visitor-firestore'),
      ]);
      return createVisitorFirestore(config, ...settings);
    },
  );
  return visitorStore;
}

/** The admin's store, on /admin/ only: the list, its counts, exports and clean-up besides. */
export function getAdminStore(): Promise<AdminStore> {
  adminStore ??= openStore(
    async () => (await import('@/lib/email/store-local-admin')).createLocalAdminStore(),
    async (config) => {
      const [settings, { createFirestoreAdminStore }] = await Promise.all([
        firebaseSettings(),
        import('@/lib/email/firestore-admin'),
      ]);
      return createFirestoreAdminStore(config, ...settings);
    },
  );
  return adminStore;
}
