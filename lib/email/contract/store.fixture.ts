import type {
  EmailFilter,
  EmailListItem,
  SubscriberPreferences,
  SubscriberSource,
  Subscription,
} from '@/lib/email/model';
import type { RegisteredUser, UserActivity } from '@/lib/email/records';
import {
  type AdminStore,
  type EmailPage,
  PAGE_SIZE,
  type PageCursor,
  type SignedInUser,
  type SubscriberStore,
  type VisitorStore,
} from '@/lib/email/store-contract';
import { UNSUBSCRIBE } from '@/lib/email/subscription';

// What the store contract's scenarios (lib/email/contract/*.contract.ts) share: the stores by role
// a calling suite gives them (StoreSetup), the records a scenario writes past the store and reads
// back, and the helpers that read the admin's list page after page. Test code, a fixture: neither
// Jest configuration runs it, and nothing the site builds imports it.

/** A subscription written straight into storage, as an earlier sign-up left it. */
export interface SeedSubscription {
  email: string;
  source: SubscriberSource;
  subscribedAt: Date;
  active: boolean;
  confirmedAt: Date | null;
  preferences: SubscriberPreferences;
}

/** A registered user written straight into storage (no screen sets marketingConsent to true). */
export interface SeedUser {
  uid: string;
  email: string;
  name: string;
  provider: string;
  registeredAt: Date;
  marketingConsent: boolean;
  loginCount: number;
}

/** Every record in storage, read past the store with the same mappers (lib/email/records.ts). */
export interface StoredRecords {
  subscriptions: Subscription[];
  users: RegisteredUser[];
  activities: UserActivity[];
}

/**
 * One implementation's stores by role, and the two ways a scenario reaches storage without them.
 * Each test starts from empty storage: the calling file's beforeEach empties it.
 */
export interface StoreSetup {
  /** A visitor's store: the newsletter forms, signed in or not. */
  visitor(): VisitorStore;
  /**
   * The proven owner of `email` (the email link of /boletin/), signed in as `uid` when a scenario
   * needs the account of a registered user under that address (Firestore's rules let a person
   * read and erase only the activity recorded under their own uid).
   */
  subscriber(email: string, uid?: string): SubscriberStore;
  /** Someone signed in with Google as `user`: their registered user and their activity. */
  registered(user: SignedInUser): Pick<AdminStore, 'registerUser' | 'recordActivity'>;
  /** The admin's store (/admin/). */
  admin(): AdminStore;
  /** Writes records as they would have been left earlier (old sign-ups, consenting users). */
  seed(records: { subscriptions?: SeedSubscription[]; users?: SeedUser[] }): Promise<void>;
  /** What storage holds, each record through the stores' mappers. */
  stored(): Promise<StoredRecords>;
}

export const ISO_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** What an unsubscribed address keeps: no mailing of any kind. */
export const NO_MAIL = UNSUBSCRIBE.preferences;

export function seedSubscription(
  email: string,
  overrides: Partial<Omit<SeedSubscription, 'email'>> = {},
): SeedSubscription {
  return {
    email,
    source: 'newsletter',
    subscribedAt: new Date(Date.UTC(2025, 0, 1)),
    active: true,
    confirmedAt: null,
    preferences: { newsletter: true, productUpdates: false, blogNotifications: false },
    ...overrides,
  };
}

export function seedUser(uid: string, email: string, overrides: Partial<SeedUser> = {}): SeedUser {
  return {
    uid,
    email,
    name: 'Lectora',
    provider: 'google.com',
    registeredAt: new Date(Date.UTC(2025, 0, 1)),
    marketingConsent: false,
    loginCount: 1,
    ...overrides,
  };
}

/** The admin's list, page after page, as their view reads it. */
export async function listPages(store: AdminStore, filter: EmailFilter = 'all') {
  const pages: EmailListItem[][] = [];
  let cursor: PageCursor | null = null;
  do {
    const page: EmailPage = await store.listEmailPage(filter, cursor);
    expect(page.failed).toBeUndefined();
    expect(page.items.length).toBeLessThanOrEqual(PAGE_SIZE);
    pages.push(page.items);
    cursor = page.next;
  } while (cursor);
  return pages;
}

/** Every item of the list, page after page. */
export const wholeList = async (store: AdminStore, filter: EmailFilter = 'all') =>
  (await listPages(store, filter)).flat();

export const emails = (items: { email: string }[]) => items.map((item) => item.email).sort();

export const person = (uid: string, email: string): SignedInUser => ({
  uid,
  email,
  name: 'Ana Pérez',
  provider: 'google.com',
  avatar: '',
});

/** The export's source for the admin's store: where its records came from. */
export const exportSource = (admin: StoreSetup['admin']) => () =>
  admin().mode === 'online' ? 'firebase' : 'localStorage';

/** A registered user's marketingConsent as storage holds it (undefined once the user is gone). */
export const marketingConsentOf = (stored: StoreSetup['stored']) => async (uid: string) =>
  (await stored()).users.find((user) => user.id === uid)?.marketingConsent;
