import { buildEmailList, buildExport, buildStats } from '@/lib/email/list';
import { EMAIL_FILTERS, type EmailFilter, type EmailListItem, LOCAL_KEYS } from '@/lib/email/model';
import { registeredUserFrom, subscriptionFrom } from '@/lib/email/records';
import type { EmailStore, SignedInUser } from '@/lib/email/store';
import {
  type LocalActivity,
  type LocalSubscriber,
  type LocalUser,
  createLocalStore,
} from '@/lib/email/store-local';

/** Every item of the list, page after page, as the admin's view reads it. */
async function wholeList(store: EmailStore, filter: EmailFilter = 'all') {
  const items: EmailListItem[] = [];
  let page = await store.listEmailPage(filter);
  items.push(...page.items);
  while (page.next) {
    page = await store.listEmailPage(filter, page.next);
    items.push(...page.items);
  }
  return items;
}

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
  });
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

  it('keeps the source, its default preferences and the form location and article slug', async () => {
    const result = await createLocalStore().subscribe('lector@ejemplo.mx', 'comment', {
      formLocation: 'article',
      articleSlug: 'mitos-vs-realidades-ia-pymes-america-latina',
    });
    expect(result.success).toBe(true);
    const [subscriber] = stored(LOCAL_KEYS.subscribers);
    expect(subscriber?.source).toBe('comment');
    expect(subscriber?.preferences).toEqual({
      newsletter: true,
      productUpdates: false,
      blogNotifications: true,
    });
    expect(subscriber?.metadata).toEqual({
      userAgent: navigator.userAgent,
      referrer: document.referrer,
      currentUrl: window.location.href,
      formLocation: 'article',
      articleSlug: 'mitos-vs-realidades-ia-pymes-america-latina',
    });
  });

  it('caps the article slug at 120 characters', async () => {
    await createLocalStore().subscribe('largo@ejemplo.mx', 'newsletter', {
      articleSlug: 'x'.repeat(300),
    });
    const [subscriber] = stored(LOCAL_KEYS.subscribers);
    expect(subscriber?.metadata.articleSlug).toBe('x'.repeat(120));
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

  it('refuses a duplicate email, whatever its case and spaces, storing nothing more', async () => {
    const local = createLocalStore();
    await local.subscribe('ana@ejemplo.mx');
    const before = localStorage.getItem(LOCAL_KEYS.subscribers);
    await expect(local.subscribe('  ANA@Ejemplo.mx ')).resolves.toEqual({
      success: false,
      reason: 'duplicate',
      message: 'Email ya está suscrito',
    });
    expect(localStorage.getItem(LOCAL_KEYS.subscribers)).toBe(before);
  });

  it.each(['', 'sin-arroba', 'a@b', 'a b@c.mx'])(
    'refuses the invalid email "%s" and stores nothing',
    async (email) => {
      await expect(createLocalStore().subscribe(email)).resolves.toEqual({
        success: false,
        reason: 'invalid',
        message: 'Email inválido',
      });
      expect(localStorage.length).toBe(0);
    },
  );

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
    const result = await createLocalStore().registerUser(signedIn());
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
    await createLocalStore().registerUser(signedIn({ uid: '' }));
    const [user] = stored(LOCAL_KEYS.users);
    expect(user?.id).toMatch(LOCAL_ID);
  });

  it('refreshes lastLogin and increments loginCount for a returning user', async () => {
    jest.useFakeTimers({ now: new Date('2025-08-01T10:00:00.000Z') });
    const local = createLocalStore();
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
    await expect(createLocalStore().registerUser(signedIn())).resolves.toEqual({
      success: false,
      message: 'Error al registrar usuario',
    });
  });

  it('reports a failure for a returning user when storage cannot be written', async () => {
    const local = createLocalStore();
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
    const local = createLocalStore();
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
    const local = createLocalStore();
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
    const result = await createLocalStore().recordActivity('uid-ana', 'login');
    expect(result).toEqual({ success: false });
    expect(result).not.toHaveProperty('message');
  });
});

describe('local store list, stats and export', () => {
  const storedSubscribers = [
    {
      id: 'local_1_a',
      email: 'viejo@ejemplo.mx',
      source: 'newsletter',
      subscribedAt: '2025-01-01T00:00:00.000Z',
      active: true,
      preferences: { newsletter: true, productUpdates: true, blogNotifications: false },
      metadata: { userAgent: 'ua', referrer: '', currentUrl: 'http://localhost/' },
    },
    {
      id: 'local_2_b',
      email: 'lector@ejemplo.mx',
      source: 'comment',
      subscribedAt: '2025-03-01T00:00:00.000Z',
      active: true,
      preferences: { newsletter: true, productUpdates: false, blogNotifications: true },
      metadata: { userAgent: 'ua', referrer: '', currentUrl: 'http://localhost/' },
    },
    {
      id: 'local_3_c',
      email: 'baja@ejemplo.mx',
      source: 'newsletter',
      subscribedAt: '2025-04-01T00:00:00.000Z',
      active: false,
      preferences: { newsletter: true, productUpdates: true, blogNotifications: false },
      metadata: { userAgent: 'ua', referrer: '', currentUrl: 'http://localhost/' },
    },
    {
      id: 'local_4_d',
      email: 'sin-boletin@ejemplo.mx',
      source: 'login',
      subscribedAt: '2025-05-01T00:00:00.000Z',
      active: true,
      preferences: { newsletter: false, productUpdates: true, blogNotifications: false },
      metadata: { userAgent: 'ua', referrer: '', currentUrl: 'http://localhost/' },
    },
  ];

  const storedUsers = [
    {
      id: 'uid-1',
      userId: 'uid-1',
      email: 'lector@ejemplo.mx',
      name: 'Lectora',
      provider: 'google',
      avatar: '',
      registeredAt: '2025-06-01T00:00:00.000Z',
      lastLogin: '2025-06-01T00:00:00.000Z',
      emailConsent: true,
      marketingConsent: true,
      metadata: { userAgent: 'ua', referrer: '', loginCount: 1 },
    },
    {
      id: 'uid-2',
      userId: 'uid-2',
      email: 'dev@ejemplo.mx',
      name: '',
      provider: 'github',
      avatar: '',
      registeredAt: '2025-02-01T00:00:00.000Z',
      lastLogin: '2025-02-01T00:00:00.000Z',
      emailConsent: true,
      marketingConsent: true,
      metadata: { userAgent: 'ua', referrer: '', loginCount: 3 },
    },
    {
      id: 'uid-3',
      userId: 'uid-3',
      email: 'privado@ejemplo.mx',
      name: 'Privado',
      provider: 'google',
      avatar: '',
      registeredAt: '2025-07-01T00:00:00.000Z',
      lastLogin: '2025-07-01T00:00:00.000Z',
      emailConsent: true,
      marketingConsent: false,
      metadata: { userAgent: 'ua', referrer: '', loginCount: 1 },
    },
  ];

  // The same mappers the store uses (lib/email/records.ts).
  const subscriberRecords = storedSubscribers.map((entry) => subscriptionFrom(entry.id, entry));
  const userRecords = storedUsers.map((entry) => registeredUserFrom(entry.id, entry));

  beforeEach(() => {
    store(LOCAL_KEYS.subscribers, storedSubscribers);
    store(LOCAL_KEYS.users, storedUsers);
  });

  it('lists the stored emails as the list builder does', async () => {
    const list = await wholeList(createLocalStore());
    expect(list).toEqual(buildEmailList(subscriberRecords, userRecords, 'all'));
    expect(list.map((item) => item.id)).toEqual(['local_2_b', 'local_1_a', 'uid-2']);
  });

  it.each(EMAIL_FILTERS)('applies the %s filter as the list builder does', async (filter) => {
    await expect(wholeList(createLocalStore(), filter)).resolves.toEqual(
      buildEmailList(subscriberRecords, userRecords, filter),
    );
  });

  it('counts the stored records as the stats builder does', async () => {
    const stats = await createLocalStore().getStats();
    expect(stats).toEqual(buildStats(subscriberRecords, userRecords));
    expect(stats).toEqual({
      totalSubscribers: 4,
      activeSubscribers: 3,
      confirmedSubscribers: 0,
      totalRegisteredUsers: 3,
      marketingConsentUsers: 2,
    });
  });

  it('exports the filtered list and the stats with source localStorage', async () => {
    const before = Date.now();
    const data = await createLocalStore().exportEmails('blog_engaged');
    const after = Date.now();
    expect(data).not.toBeNull();
    const expected = buildExport(
      buildEmailList(subscriberRecords, userRecords, 'blog_engaged'),
      buildStats(subscriberRecords, userRecords),
      'localStorage',
    );
    expect(data).toEqual({ ...expected, exportedAt: data?.exportedAt });
    expect(data?.source).toBe('localStorage');
    expect(data?.totalEmails).toBe(data?.emails.length);
    expect(data?.totalEmails).toBe(1);
    expect(data?.exportedAt).toMatch(ISO_PATTERN);
    expect(Date.parse(data?.exportedAt ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(data?.exportedAt ?? '')).toBeLessThanOrEqual(after);
  });

  it('exports every listed email by default', async () => {
    const data = await createLocalStore().exportEmails();
    expect(data?.emails).toEqual(buildEmailList(subscriberRecords, userRecords, 'all'));
    expect(data?.totalEmails).toBe(3);
  });

  it('drops a subscriber from the list once its newsletter is turned off', async () => {
    const local = createLocalStore();
    await local.updateSubscription('lector@ejemplo.mx', { preferences: { newsletter: false } });
    const ids = (await wholeList(local)).map((item) => item.id);
    expect(ids).not.toContain('local_2_b');
    // Its registered account's marketing consent follows the newsletter (spec §7): withdrawn too,
    // so the account is not listed in its place.
    expect(ids).toEqual(['local_1_a', 'uid-2']);
  });

  it('gives an empty list, zero stats and no exception when storage cannot be read', async () => {
    failingGetItem();
    const local = createLocalStore();
    await expect(wholeList(local)).resolves.toEqual([]);
    await expect(local.getStats()).resolves.toEqual({
      totalSubscribers: 0,
      activeSubscribers: 0,
      confirmedSubscribers: 0,
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
      const local = createLocalStore();
      await expect(wholeList(local)).resolves.toEqual([]);
      await expect(local.getStats()).resolves.toEqual({
        totalSubscribers: 0,
        activeSubscribers: 0,
        confirmedSubscribers: 0,
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

  it('shows the subscription as stored, or null for an address with none', async () => {
    await createLocalStore().subscribe('Lectora@Ejemplo.MX', 'newsletter', {
      formLocation: 'footer',
    });
    const found = await createLocalStore().getSubscription(EMAIL);
    expect(found).toEqual({
      success: true,
      subscription: expect.objectContaining({
        email: EMAIL,
        source: 'newsletter',
        active: true,
        preferences: { newsletter: true, productUpdates: false, blogNotifications: false },
        metadata: expect.objectContaining({ formLocation: 'footer' }),
      }),
    });
    expect(await createLocalStore().getSubscription('otra@ejemplo.mx')).toEqual({
      success: true,
      subscription: null,
    });
  });

  it('unsubscribes, subscribes again and changes one preference, keeping the record', async () => {
    const local = createLocalStore();
    await local.subscribe(EMAIL);
    const left = await local.updateSubscription(EMAIL, {
      active: false,
      preferences: { newsletter: false, productUpdates: false, blogNotifications: false },
    });
    expect(left.success && left.subscription?.active).toBe(false);
    expect(stored(LOCAL_KEYS.subscribers)).toHaveLength(1);
    expect(stored(LOCAL_KEYS.subscribers)[0]).toMatchObject({
      active: false,
      preferences: { newsletter: false, productUpdates: false },
    });
    await local.updateSubscription(EMAIL, { active: true, preferences: { newsletter: true } });
    await local.updateSubscription(EMAIL, { preferences: { productUpdates: true } });
    expect(stored(LOCAL_KEYS.subscribers)[0]).toMatchObject({
      email: EMAIL,
      active: true,
      preferences: { newsletter: true, productUpdates: true, blogNotifications: false },
    });
  });

  it("erases every record that names the address, and nobody else's", async () => {
    const local = createLocalStore();
    await local.subscribe(EMAIL);
    await local.subscribe('otra@ejemplo.mx');
    await local.registerUser(signedIn({ uid: 'uid-lectora', email: EMAIL }));
    await local.registerUser(signedIn({ uid: 'uid-otra', email: 'otra@ejemplo.mx' }));
    await local.recordActivity('uid-lectora', 'login');
    await local.recordActivity('uid-otra', 'login');
    const before = await local.personalData(EMAIL);
    expect(before.success && [before.data.users.length, before.data.activities.length]).toEqual([
      1, 1,
    ]);
    expect(await local.erase(EMAIL)).toEqual({ success: true });
    expect(stored(LOCAL_KEYS.subscribers).map((entry) => entry.email)).toEqual(['otra@ejemplo.mx']);
    expect(stored(LOCAL_KEYS.users).map((entry) => entry.email)).toEqual(['otra@ejemplo.mx']);
    expect(stored(LOCAL_KEYS.activities).map((entry) => entry.userId)).toEqual(['uid-otra']);
    expect(await local.personalData(EMAIL)).toEqual({
      success: true,
      data: { subscription: null, users: [], activities: [] },
    });
  });

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

describe("local store: confirmation and the admin's list tools (decision 12)", () => {
  const DAY = 86_400_000;

  it('starts every sign-up unconfirmed and out of the mailing export', async () => {
    const local = createLocalStore();
    await local.subscribe('ana@ejemplo.mx');
    expect(stored(LOCAL_KEYS.subscribers)[0]?.confirmedAt).toBeNull();
    expect((await local.exportMailingList())?.emails).toEqual([]);
    const confirmed = await local.confirmSubscription('ana@ejemplo.mx');
    expect(confirmed.success && confirmed.subscription?.confirmedAt).toMatch(ISO_PATTERN);
    expect((await local.exportMailingList())?.emails.map((item) => item.email)).toEqual([
      'ana@ejemplo.mx',
    ]);
  });

  it('counts and deletes only the unconfirmed sign-ups older than the cutoff', async () => {
    const now = Date.now();
    store(LOCAL_KEYS.subscribers, [
      {
        id: 'viejo',
        email: 'viejo@ejemplo.mx',
        subscribedAt: new Date(now - 40 * DAY).toISOString(),
        active: true,
        confirmedAt: null,
      },
      {
        id: 'nuevo',
        email: 'nuevo@ejemplo.mx',
        subscribedAt: new Date(now - 2 * DAY).toISOString(),
        active: true,
        confirmedAt: null,
      },
      {
        id: 'confirmado',
        email: 'si@ejemplo.mx',
        subscribedAt: new Date(now - 40 * DAY).toISOString(),
        active: true,
        confirmedAt: new Date(now - 39 * DAY).toISOString(),
      },
    ]);
    const local = createLocalStore();
    const cutoff = new Date(now - 30 * DAY);
    expect(await local.countUnconfirmed(cutoff)).toBe(1);
    expect(await local.deleteUnconfirmed(cutoff)).toEqual({ success: true, deleted: 1 });
    expect(stored(LOCAL_KEYS.subscribers).map((entry) => entry.id)).toEqual([
      'nuevo',
      'confirmado',
    ]);
  });

  it("finds the pasted addresses that are active and unsubscribes them, whatever the paste's shape", async () => {
    const local = createLocalStore();
    for (const email of ['ana@ejemplo.mx', 'beto@ejemplo.mx', 'baja@ejemplo.mx']) {
      await local.subscribe(email);
    }
    await local.updateSubscription('baja@ejemplo.mx', { active: false });
    const pasted = [
      ' ANA@ejemplo.mx',
      'baja@ejemplo.mx',
      'nadie@ejemplo.mx',
      'no-es-correo',
      'ana@ejemplo.mx',
    ];
    expect(await local.findActive(pasted)).toEqual({ success: true, emails: ['ana@ejemplo.mx'] });
    expect(await local.unsubscribeAll(pasted)).toEqual({
      success: true,
      emails: ['ana@ejemplo.mx'],
    });
    const ana = stored(LOCAL_KEYS.subscribers).find((entry) => entry.email === 'ana@ejemplo.mx');
    expect(ana).toMatchObject({
      active: false,
      preferences: { newsletter: false, productUpdates: false, blogNotifications: false },
    });
    expect(
      stored(LOCAL_KEYS.subscribers).find((entry) => entry.email === 'beto@ejemplo.mx')?.active,
    ).toBe(true);
  });
});

describe('local store: marketingConsent follows the newsletter choice (spec §7)', () => {
  const consentOf = (email: string) =>
    stored(LOCAL_KEYS.users).find((entry) => entry.email === email)?.marketingConsent;

  it("follows the subscriber's switch and the bulk unsubscribe, by lower-cased address", async () => {
    const local = createLocalStore();
    await local.subscribe('ana@ejemplo.mx');
    await local.registerUser(signedIn());
    await local.registerUser(signedIn({ uid: 'uid-beto', email: 'beto@ejemplo.mx' }));
    expect(consentOf('ana@ejemplo.mx')).toBe(false);

    await local.updateSubscription('ANA@ejemplo.mx', {
      active: true,
      preferences: { newsletter: true },
    });
    expect(consentOf('ana@ejemplo.mx')).toBe(true);
    await local.updateSubscription('ana@ejemplo.mx', { preferences: { newsletter: false } });
    expect(consentOf('ana@ejemplo.mx')).toBe(false);
    await local.updateSubscription('ana@ejemplo.mx', { preferences: { newsletter: true } });
    await local.updateSubscription('ana@ejemplo.mx', { active: false });
    expect(consentOf('ana@ejemplo.mx')).toBe(false);
    await local.updateSubscription('ana@ejemplo.mx', { active: true });
    expect(consentOf('ana@ejemplo.mx')).toBe(true);

    // The admin's reactivation gives the subscription back, not the consent.
    await local.updateSubscription('ana@ejemplo.mx', { active: false }, { asAdmin: true });
    expect(consentOf('ana@ejemplo.mx')).toBe(false);
    await local.updateSubscription('ana@ejemplo.mx', { active: true }, { asAdmin: true });
    expect(consentOf('ana@ejemplo.mx')).toBe(false);
    await local.updateSubscription('ana@ejemplo.mx', { active: true });
    expect(consentOf('ana@ejemplo.mx')).toBe(true);

    expect(await local.unsubscribeAll([' Ana@Ejemplo.mx'])).toEqual({
      success: true,
      emails: ['ana@ejemplo.mx'],
    });
    expect(consentOf('ana@ejemplo.mx')).toBe(false);
    expect(consentOf('beto@ejemplo.mx')).toBe(false);
  });

  it('a deletion takes the users under the address, their consent with them', async () => {
    const local = createLocalStore();
    await local.subscribe('ana@ejemplo.mx');
    await local.registerUser(signedIn());
    await local.updateSubscription('ana@ejemplo.mx', { active: true });
    expect(consentOf('ana@ejemplo.mx')).toBe(true);
    expect(await local.erase('ana@ejemplo.mx')).toEqual({ success: true });
    expect(consentOf('ana@ejemplo.mx')).toBeUndefined();
  });
});
