import { LOCAL_KEYS } from '@/lib/email/model';
import { activityFrom, registeredUserFrom, subscriptionFrom } from '@/lib/email/records';
import type { SignedInUser } from '@/lib/email/store';
import { createLocalAdminStore } from '@/lib/email/store-local-admin';
import {
  type LocalActivity,
  type LocalSubscriber,
  type LocalUser,
  localId,
} from '@/lib/email/local-lists';
import { createLocalStore } from '@/lib/email/store-local';
import { describeStoreContract, wholeList } from '@/lib/email/contract';

// The offline store in browser storage (jsdom): the scenarios both stores share
// (lib/email/contract/), then what only this one does: its ids and record shapes, its
// analytics events, storage that refuses to be read or written, and damaged values kept aside.

const ISO_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const LOCAL_ID = /^local_\d+_[a-z0-9]+$/;

interface StoredLists {
  [LOCAL_KEYS.subscribers]: LocalSubscriber;
  [LOCAL_KEYS.users]: LocalUser;
  [LOCAL_KEYS.activities]: LocalActivity;
}

/** A list as the store wrote it, typed with the store's own record shapes. */
function stored<K extends keyof StoredLists>(key: K): StoredLists[K][] {
  const raw = localStorage.getItem(key);
  return raw === null ? [] : (JSON.parse(raw) as StoredLists[K][]);
}

function store(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

function failingSetItem(): jest.SpyInstance {
  return jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('lleno', 'QuotaExceededError');
  });
}

function failingGetItem(): jest.SpyInstance {
  return jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('bloqueado', 'SecurityError');
  });
}

function signedIn(overrides: Partial<SignedInUser> = {}): SignedInUser {
  return {
    uid: 'uid-ana',
    email: 'Ana@Ejemplo.MX',
    name: 'Ana Pérez',
    provider: 'google',
    avatar: 'https://ejemplo.mx/ana.png',
    ...overrides,
  };
}

beforeEach(() => {
  localStorage.clear();
  delete window.gtag;
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  delete window.gtag;
});

describe('local store', () => {
  it('works in offline mode', () => {
    expect(createLocalStore().mode).toBe('offline');
    expect(createLocalAdminStore().mode).toBe('offline');
  });
});

describeStoreContract('local store', {
  visitor: createLocalStore,
  // Browser storage proves nothing: whoever uses this browser is its subscriber.
  subscriber: () => createLocalStore(),
  registered: () => createLocalAdminStore(),
  admin: createLocalAdminStore,
  async seed({ subscriptions = [], users = [] }) {
    store(LOCAL_KEYS.subscribers, [
      ...stored(LOCAL_KEYS.subscribers),
      ...subscriptions.map((entry): LocalSubscriber => ({
        ...entry,
        id: localId(entry.subscribedAt.getTime()),
        subscribedAt: entry.subscribedAt.toISOString(),
        confirmedAt: entry.confirmedAt?.toISOString() ?? null,
        metadata: { userAgent: 'semilla', referrer: '', currentUrl: '' },
      })),
    ]);
    store(LOCAL_KEYS.users, [
      ...stored(LOCAL_KEYS.users),
      ...users.map(({ uid, registeredAt, loginCount, ...entry }): LocalUser => ({
        ...entry,
        id: uid,
        userId: uid,
        avatar: '',
        registeredAt: registeredAt.toISOString(),
        lastLogin: registeredAt.toISOString(),
        emailConsent: true,
        metadata: { userAgent: 'semilla', referrer: '', loginCount },
      })),
    ]);
  },
  async stored() {
    return {
      subscriptions: stored(LOCAL_KEYS.subscribers).map((entry) =>
        subscriptionFrom(entry.id, entry),
      ),
      users: stored(LOCAL_KEYS.users).map((entry) => registeredUserFrom(entry.id, entry)),
      activities: stored(LOCAL_KEYS.activities).map((entry) => activityFrom(entry.id, entry)),
    };
  },
});

describe('local store subscribe', () => {
  it('stores a new subscriber with a local id, the normalised email and the defaults', async () => {
    jest.useFakeTimers({ now: new Date('2025-08-01T10:00:00.000Z') });
    const result = await createLocalStore().subscribe('  Ana@Ejemplo.MX ');
    const list = stored(LOCAL_KEYS.subscribers);
    expect(list).toHaveLength(1);
    const [subscriber] = list;
    expect(subscriber?.id).toMatch(LOCAL_ID);
    expect(subscriber?.id.startsWith(`local_${Date.parse('2025-08-01T10:00:00.000Z')}_`)).toBe(
      true,
    );
    expect(subscriber).toEqual({
      id: subscriber?.id,
      email: 'ana@ejemplo.mx',
      source: 'newsletter',
      confirmedAt: null,
      subscribedAt: '2025-08-01T10:00:00.000Z',
      active: true,
      preferences: { newsletter: true, productUpdates: false, blogNotifications: false },
      metadata: {
        userAgent: navigator.userAgent,
        referrer: document.referrer,
        currentUrl: window.location.href,
      },
    });
    expect(result).toEqual({ success: true, id: subscriber?.id });
  });

  it('stores subscribedAt as an ISO string of the current time', async () => {
    const before = Date.now();
    await createLocalStore().subscribe('hora@ejemplo.mx');
    const after = Date.now();
    const [subscriber] = stored(LOCAL_KEYS.subscribers);
    expect(subscriber?.subscribedAt).toMatch(ISO_PATTERN);
    expect(Date.parse(subscriber?.subscribedAt ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(subscriber?.subscribedAt ?? '')).toBeLessThanOrEqual(after);
  });

  it('appends to the subscribers already stored', async () => {
    const local = createLocalStore();
    const first = await local.subscribe('uno@ejemplo.mx');
    const second = await local.subscribe('dos@ejemplo.mx', 'login');
    const list = stored(LOCAL_KEYS.subscribers);
    expect(list.map((entry) => entry.email)).toEqual(['uno@ejemplo.mx', 'dos@ejemplo.mx']);
    expect(list.map((entry) => entry.id)).toEqual([first.id, second.id]);
    expect(first.id).not.toBe(second.id);
  });

  it('writes nothing at all when it refuses an address, invalid or already there', async () => {
    const local = createLocalStore();
    for (const email of ['', 'sin-arroba', 'a@b', 'a b@c.mx']) await local.subscribe(email);
    expect(localStorage.length).toBe(0);
    await local.subscribe('ana@ejemplo.mx');
    const before = localStorage.getItem(LOCAL_KEYS.subscribers);
    await local.subscribe('  ANA@Ejemplo.mx ');
    expect(localStorage.getItem(LOCAL_KEYS.subscribers)).toBe(before);
  });

  it('reports a failure and keeps the earlier list when storage cannot be written', async () => {
    const local = createLocalStore();
    await local.subscribe('previo@ejemplo.mx');
    const before = localStorage.getItem(LOCAL_KEYS.subscribers);
    const setItem = failingSetItem();
    const result = await local.subscribe('nuevo@ejemplo.mx');
    setItem.mockRestore();
    expect(result).toEqual({
      success: false,
      reason: 'failed',
      message: 'Error al suscribir email. Inténtalo de nuevo en un momento.',
    });
    expect(localStorage.getItem(LOCAL_KEYS.subscribers)).toBe(before);
  });

  it.each(['{{roto', '{"no":"lista"}'])(
    'copies a damaged value (%s) aside before writing the new list',
    async (garbage) => {
      jest.useFakeTimers({ now: new Date('2025-08-01T10:00:00.000Z') });
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      localStorage.setItem(LOCAL_KEYS.subscribers, garbage);
      const setItem = jest.spyOn(Storage.prototype, 'setItem');
      const result = await createLocalStore().subscribe('nuevo@ejemplo.mx');
      expect(result.success).toBe(true);

      const backupKeys = Object.keys(localStorage).filter((key) =>
        key.startsWith(`${LOCAL_KEYS.subscribers}_corrupt_`),
      );
      expect(backupKeys).toHaveLength(1);
      expect(localStorage.getItem(backupKeys[0] ?? '')).toBe(garbage);
      expect(stored(LOCAL_KEYS.subscribers).map((entry) => entry.email)).toEqual([
        'nuevo@ejemplo.mx',
      ]);

      const writtenKeys = setItem.mock.calls.map(([key]) => key);
      expect(writtenKeys).toEqual([backupKeys[0], LOCAL_KEYS.subscribers]);
      expect(warn).toHaveBeenCalled();
    },
  );

  it('does not overwrite a damaged value it could not copy aside', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(LOCAL_KEYS.subscribers, '{{roto');
    const realSetItem = Storage.prototype.setItem;
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key.includes('_corrupt_')) throw new DOMException('lleno', 'QuotaExceededError');
      realSetItem.call(this, key, value);
    });
    await createLocalStore().subscribe('nuevo@ejemplo.mx');
    expect(localStorage.getItem(LOCAL_KEYS.subscribers)).toBe('{{roto');
  });

  it('sends email_collected and newsletter_signup after a successful subscribe', async () => {
    const gtag = jest.fn();
    window.gtag = gtag;
    await createLocalStore().subscribe('ana@ejemplo.mx', 'comment');
    expect(gtag).toHaveBeenCalledWith('event', 'email_collected', { source: 'comment' });
    expect(gtag).toHaveBeenCalledWith('event', 'newsletter_signup', {
      source: 'comment',
      value: 1,
    });
    expect(gtag).toHaveBeenCalledTimes(2);
  });

  it('sends no event when a subscribe fails', async () => {
    const local = createLocalStore();
    await local.subscribe('ana@ejemplo.mx');
    const gtag = jest.fn();
    window.gtag = gtag;
    await local.subscribe('no-valido');
    await local.subscribe('ANA@ejemplo.mx');
    failingSetItem();
    await local.subscribe('otra@ejemplo.mx');
    expect(gtag).not.toHaveBeenCalled();
  });
});

describe('local store registerUser', () => {
  it('creates a user on first login with the consents and a login count of 1', async () => {
    jest.useFakeTimers({ now: new Date('2025-08-01T10:00:00.000Z') });
    const result = await createLocalAdminStore().registerUser(signedIn());
    expect(result).toEqual({ success: true, isNew: true });
    expect(stored(LOCAL_KEYS.users)).toEqual([
      {
        id: 'uid-ana',
        userId: 'uid-ana',
        email: 'ana@ejemplo.mx',
        name: 'Ana Pérez',
        provider: 'google',
        avatar: 'https://ejemplo.mx/ana.png',
        registeredAt: '2025-08-01T10:00:00.000Z',
        lastLogin: '2025-08-01T10:00:00.000Z',
        emailConsent: true,
        marketingConsent: false,
        metadata: {
          userAgent: navigator.userAgent,
          referrer: document.referrer,
          loginCount: 1,
        },
      },
    ]);
  });

  it('gives a user without uid a local id', async () => {
    await createLocalAdminStore().registerUser(signedIn({ uid: '' }));
    const [user] = stored(LOCAL_KEYS.users);
    expect(user?.id).toMatch(LOCAL_ID);
  });

  it('refreshes lastLogin and increments loginCount for a returning user', async () => {
    jest.useFakeTimers({ now: new Date('2025-08-01T10:00:00.000Z') });
    const local = createLocalAdminStore();
    await local.registerUser(signedIn());
    jest.setSystemTime(new Date('2025-08-05T18:30:00.000Z'));
    const result = await local.registerUser(signedIn({ email: ' ANA@ejemplo.mx ' }));
    expect(result).toEqual({ success: true, isNew: false });
    const list = stored(LOCAL_KEYS.users);
    expect(list).toHaveLength(1);
    expect(list[0]?.registeredAt).toBe('2025-08-01T10:00:00.000Z');
    expect(list[0]?.lastLogin).toBe('2025-08-05T18:30:00.000Z');
    expect(list[0]?.metadata.loginCount).toBe(2);
    expect(list[0]?.marketingConsent).toBe(false);
  });

  it('reports a failure for a new user when storage cannot be written', async () => {
    failingSetItem();
    await expect(createLocalAdminStore().registerUser(signedIn())).resolves.toEqual({
      success: false,
      message: 'Error al registrar usuario',
    });
  });

  it('reports a failure for a returning user when storage cannot be written', async () => {
    const local = createLocalAdminStore();
    await local.registerUser(signedIn());
    const before = localStorage.getItem(LOCAL_KEYS.users);
    const setItem = failingSetItem();
    const result = await local.registerUser(signedIn());
    setItem.mockRestore();
    expect(result).toEqual({ success: false, message: 'Error al registrar usuario' });
    expect(localStorage.getItem(LOCAL_KEYS.users)).toBe(before);
  });

  it('sends user_registered only for a new user', async () => {
    const gtag = jest.fn();
    window.gtag = gtag;
    const local = createLocalAdminStore();
    await local.registerUser(signedIn());
    expect(gtag).toHaveBeenCalledWith('event', 'user_registered', { method: 'google' });
    gtag.mockClear();
    await local.registerUser(signedIn());
    expect(gtag).not.toHaveBeenCalledWith('event', 'user_registered', expect.anything());
  });
});

describe('local store recordActivity', () => {
  it('appends an activity with the user, action, time and page', async () => {
    jest.useFakeTimers({ now: new Date('2025-08-01T10:00:00.000Z') });
    const local = createLocalAdminStore();
    await expect(local.recordActivity('uid-ana', 'login')).resolves.toEqual({ success: true });
    await expect(local.recordActivity('uid-ana', 'comment', 'articulo-1')).resolves.toEqual({
      success: true,
    });
    const list = stored(LOCAL_KEYS.activities);
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({
      id: expect.stringMatching(LOCAL_ID),
      userId: 'uid-ana',
      action: 'login',
      timestamp: '2025-08-01T10:00:00.000Z',
      metadata: { url: window.location.href, userAgent: navigator.userAgent },
    });
    expect(list[1]).toMatchObject({
      userId: 'uid-ana',
      action: 'comment',
      metadata: { url: window.location.href, details: 'articulo-1' },
    });
  });

  it('returns success false without a message when storage cannot be written', async () => {
    failingSetItem();
    const result = await createLocalAdminStore().recordActivity('uid-ana', 'login');
    expect(result).toEqual({ success: false });
    expect(result).not.toHaveProperty('message');
  });
});

describe('local store list, stats and export when storage fails', () => {
  it('gives an empty list, zero stats and no exception when storage cannot be read', async () => {
    failingGetItem();
    const local = createLocalAdminStore();
    await expect(wholeList(local)).resolves.toEqual([]);
    await expect(local.getStats()).resolves.toEqual({
      totalSubscribers: 0,
      activeSubscribers: 0,
      confirmedSubscribers: 0,
      mailToolUnsubscribes: 0,
      hardBounces: 0,
      spamComplaints: 0,
      totalRegisteredUsers: 0,
      marketingConsentUsers: 0,
    });
    const data = await local.exportEmails();
    expect(data === null || data.totalEmails === 0).toBe(true);
  });

  it('gives an empty list and zero stats when storage access itself throws', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('bloqueado', 'SecurityError');
      },
    });
    try {
      const local = createLocalAdminStore();
      await expect(wholeList(local)).resolves.toEqual([]);
      await expect(local.getStats()).resolves.toEqual({
        totalSubscribers: 0,
        activeSubscribers: 0,
        confirmedSubscribers: 0,
        mailToolUnsubscribes: 0,
        hardBounces: 0,
        spamComplaints: 0,
        totalRegisteredUsers: 0,
        marketingConsentUsers: 0,
      });
      await expect(local.subscribe('ana@ejemplo.mx')).resolves.toEqual({
        success: false,
        reason: 'failed',
        message: 'Error al suscribir email. Inténtalo de nuevo en un momento.',
      });
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });
});

describe('local store subscription page (get, change, delete)', () => {
  const EMAIL = 'lectora@ejemplo.mx';

  it('says in Spanish that nothing changed when storage cannot be written', async () => {
    const local = createLocalStore();
    await local.subscribe(EMAIL);
    const before = localStorage.getItem(LOCAL_KEYS.subscribers);
    const spy = failingSetItem();
    const changed = await local.updateSubscription(EMAIL, { active: false });
    const deleted = await local.erase(EMAIL);
    spy.mockRestore();
    for (const result of [changed, deleted]) {
      expect(result).toEqual({
        success: false,
        message: 'Tu navegador no permite guardar datos en este sitio; no se hizo ningún cambio.',
      });
    }
    expect(localStorage.getItem(LOCAL_KEYS.subscribers)).toBe(before);
  });
});
