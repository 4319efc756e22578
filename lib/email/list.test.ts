import {
  buildEmailList,
  buildExport,
  buildMailingList,
  buildStats,
  exportToCsv,
  mailingCsv,
  matchesFilter,
} from '@/lib/email/list';
import type { EmailExport, EmailListItem, Subscription } from '@/lib/email/model';
import type { RegisteredUser } from '@/lib/email/records';

const CONFIRMED = '2025-01-02T00:00:00.000Z';

function subscriber(
  overrides: Partial<Subscription> & { id: string; newsletter?: boolean },
): Subscription {
  const { newsletter = true, ...rest } = overrides;
  return {
    email: `${overrides.id}@ejemplo.mx`,
    source: 'newsletter',
    subscribedAt: '2025-01-01T00:00:00.000Z',
    active: true,
    confirmedAt: CONFIRMED,
    preferences: { newsletter, productUpdates: false, blogNotifications: false },
    metadata: {},
    ...rest,
  };
}

function user(overrides: Partial<RegisteredUser> & { id: string }): RegisteredUser {
  return {
    userId: overrides.id,
    email: `${overrides.id}@ejemplo.mx`,
    name: `Nombre ${overrides.id}`,
    provider: 'google',
    avatar: '',
    registeredAt: '2025-01-01T00:00:00.000Z',
    lastLogin: '2025-01-01T00:00:00.000Z',
    emailConsent: true,
    marketingConsent: true,
    loginCount: 1,
    ...overrides,
  };
}

const subscribers: Subscription[] = [
  subscriber({ id: 's-old', source: 'newsletter', subscribedAt: '2025-01-10T08:00:00.000Z' }),
  subscriber({ id: 's-new', source: 'comment', subscribedAt: '2025-03-05T08:00:00.000Z' }),
  subscriber({ id: 's-mid', source: 'login', subscribedAt: '2025-02-01T08:00:00.000Z' }),
  subscriber({ id: 's-reg', source: 'registration', subscribedAt: '2025-01-20T08:00:00.000Z' }),
  subscriber({ id: 's-inactive', active: false, subscribedAt: '2025-04-01T08:00:00.000Z' }),
  subscriber({ id: 's-optout', newsletter: false, subscribedAt: '2025-04-02T08:00:00.000Z' }),
];

const users: RegisteredUser[] = [
  user({ id: 'u-old', registeredAt: '2025-01-15T08:00:00.000Z' }),
  user({ id: 'u-new', registeredAt: '2025-05-01T08:00:00.000Z', provider: 'github' }),
  user({ id: 'u-noconsent', marketingConsent: false, registeredAt: '2025-06-01T08:00:00.000Z' }),
  user({
    id: 'u-dup',
    email: 's-mid@ejemplo.mx',
    registeredAt: '2025-06-02T08:00:00.000Z',
  }),
  user({ id: 'u-noname', name: '', registeredAt: '2025-02-10T08:00:00.000Z' }),
];

describe('buildEmailList', () => {
  it('lists active newsletter subscribers newest first, then consenting users newest first', () => {
    const ids = buildEmailList(subscribers, users).map((item) => item.id);
    expect(ids).toEqual(['s-new', 's-mid', 's-reg', 's-old', 'u-new', 'u-noname', 'u-old']);
  });

  it('uses the all filter by default', () => {
    expect(buildEmailList(subscribers, users)).toEqual(buildEmailList(subscribers, users, 'all'));
  });

  it('leaves out inactive subscribers and those without the newsletter', () => {
    const ids = buildEmailList(subscribers, []).map((item) => item.id);
    expect(ids).not.toContain('s-inactive');
    expect(ids).not.toContain('s-optout');
    expect(ids).toHaveLength(4);
  });

  it('leaves out users without marketing consent', () => {
    const ids = buildEmailList([], users).map((item) => item.id);
    expect(ids).not.toContain('u-noconsent');
    expect(ids).toEqual(['u-dup', 'u-new', 'u-noname', 'u-old']);
  });

  it('skips a user whose email is already listed as a subscriber', () => {
    const list = buildEmailList(subscribers, users);
    expect(list.map((item) => item.id)).not.toContain('u-dup');
    expect(list.filter((item) => item.email === 's-mid@ejemplo.mx')).toHaveLength(1);
  });

  it('lists a user whose email belongs only to an excluded subscriber', () => {
    const list = buildEmailList(
      [subscriber({ id: 'baja', email: 'baja@ejemplo.mx', active: false })],
      [user({ id: 'u-baja', email: 'baja@ejemplo.mx' })],
    );
    expect(list.map((item) => item.id)).toEqual(['u-baja']);
  });

  it('gives subscribers the name Suscriptor, their source and type subscriber, without provider', () => {
    const item = buildEmailList(subscribers, users).find((entry) => entry.id === 's-new');
    expect(item).toEqual({
      id: 's-new',
      email: 's-new@ejemplo.mx',
      name: 'Suscriptor',
      source: 'comment',
      subscribedAt: '2025-03-05T08:00:00.000Z',
      type: 'subscriber',
      status: 'activo',
      confirmedAt: CONFIRMED,
    });
    expect(item).not.toHaveProperty('provider');
  });

  it('gives users their name, source registration, type registered_user and their provider', () => {
    const item = buildEmailList(subscribers, users).find((entry) => entry.id === 'u-new');
    expect(item).toEqual({
      id: 'u-new',
      email: 'u-new@ejemplo.mx',
      name: 'Nombre u-new',
      source: 'registration',
      subscribedAt: '2025-05-01T08:00:00.000Z',
      type: 'registered_user',
      provider: 'github',
      status: 'activo',
      confirmedAt: '2025-05-01T08:00:00.000Z',
    });
  });

  it('names a user without a name Suscriptor', () => {
    const item = buildEmailList([], users).find((entry) => entry.id === 'u-noname');
    expect(item?.name).toBe('Suscriptor');
  });

  it('with newsletter_only keeps only items whose source is newsletter', () => {
    const ids = buildEmailList(subscribers, users, 'newsletter_only').map((item) => item.id);
    expect(ids).toEqual(['s-old']);
  });

  it('with registered_users keeps only registered users', () => {
    const list = buildEmailList(subscribers, users, 'registered_users');
    expect(list.map((item) => item.id)).toEqual(['u-new', 'u-noname', 'u-old']);
    expect(list.every((item) => item.type === 'registered_user')).toBe(true);
  });

  it('with blog_engaged keeps only items whose source is comment or login', () => {
    const ids = buildEmailList(subscribers, users, 'blog_engaged').map((item) => item.id);
    expect(ids).toEqual(['s-new', 's-mid']);
  });

  it('does not reorder the arrays it is given', () => {
    const subscriberCopy = [...subscribers];
    const userCopy = [...users];
    buildEmailList(subscribers, users);
    expect(subscribers).toEqual(subscriberCopy);
    expect(users).toEqual(userCopy);
  });

  it('is empty when nothing is stored', () => {
    expect(buildEmailList([], [])).toEqual([]);
  });
});

describe('matchesFilter', () => {
  const item: EmailListItem = {
    id: 'x',
    email: 'x@ejemplo.mx',
    name: 'Suscriptor',
    source: 'login',
    subscribedAt: '2025-01-01T00:00:00.000Z',
    type: 'subscriber',
    status: 'activo',
    confirmedAt: null,
  };

  it('matches a subscriber from login only for all and blog_engaged', () => {
    expect(matchesFilter(item, 'all')).toBe(true);
    expect(matchesFilter(item, 'blog_engaged')).toBe(true);
    expect(matchesFilter(item, 'newsletter_only')).toBe(false);
    expect(matchesFilter(item, 'registered_users')).toBe(false);
  });
});

describe('buildStats', () => {
  it('counts all subscribers, active subscribers, all users and consenting users', () => {
    expect(buildStats(subscribers, users)).toEqual({
      totalSubscribers: 6,
      activeSubscribers: 5,
      confirmedSubscribers: 6,
      mailToolUnsubscribes: 0,
      hardBounces: 0,
      spamComplaints: 0,
      totalRegisteredUsers: 5,
      marketingConsentUsers: 4,
    });
  });

  it("counts the mail tool's unsubscribes, bounces and spam complaints by reason", () => {
    const at = '2026-11-28T10:00:00.000Z';
    const stats = buildStats(
      [
        subscriber({ id: 'a', active: false, unsubscribed: { reason: 'hard-bounce', at } }),
        subscriber({ id: 'b', active: false, unsubscribed: { reason: 'spam-complaint', at } }),
        subscriber({
          id: 'c',
          active: false,
          unsubscribed: { reason: 'mail-tool-unsubscribe', at },
        }),
        subscriber({ id: 'd', active: false, unsubscribed: { reason: 'hard-bounce', at } }),
        subscriber({ id: 'e', active: false }),
      ],
      [],
    );
    expect(stats).toMatchObject({ mailToolUnsubscribes: 1, hardBounces: 2, spamComplaints: 1 });
  });

  it('counts inactive subscribers in the total', () => {
    const stats = buildStats(
      [subscriber({ id: 'a', active: false }), subscriber({ id: 'b', active: false })],
      [],
    );
    expect(stats.totalSubscribers).toBe(2);
    expect(stats.activeSubscribers).toBe(0);
  });

  it('is all zeros for empty lists', () => {
    expect(buildStats([], [])).toEqual({
      totalSubscribers: 0,
      activeSubscribers: 0,
      confirmedSubscribers: 0,
      mailToolUnsubscribes: 0,
      hardBounces: 0,
      spamComplaints: 0,
      totalRegisteredUsers: 0,
      marketingConsentUsers: 0,
    });
  });
});

describe('buildExport', () => {
  it('wraps the emails and statistics with the export time, source and count', () => {
    const emails = buildEmailList(subscribers, users);
    const statistics = buildStats(subscribers, users);
    const now = new Date('2025-07-01T12:34:56.789Z');
    expect(buildExport(emails, statistics, 'firebase', now)).toEqual({
      emails,
      statistics,
      exportedAt: '2025-07-01T12:34:56.789Z',
      source: 'firebase',
      totalEmails: 7,
    });
  });

  it('stamps the current time as an ISO string by default', () => {
    const before = Date.now();
    const data = buildExport([], buildStats([], []), 'localStorage');
    const after = Date.now();
    expect(data.exportedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const stamped = Date.parse(data.exportedAt);
    expect(stamped).toBeGreaterThanOrEqual(before);
    expect(stamped).toBeLessThanOrEqual(after);
    expect(data.source).toBe('localStorage');
    expect(data.totalEmails).toBe(0);
  });
});

describe('exportToCsv', () => {
  const header =
    'id,email,name,source,subscribedAt,type,provider,status,confirmedAt,formLocation,articleSlug';

  function exportOf(emails: EmailListItem[]): EmailExport {
    return buildExport(emails, buildStats([], []), 'localStorage');
  }

  function listItem(overrides: Partial<EmailListItem>): EmailListItem {
    return {
      id: 'id1',
      email: 'a@b.co',
      name: 'Suscriptor',
      source: 'newsletter',
      subscribedAt: '2025-01-01T00:00:00.000Z',
      type: 'subscriber',
      status: 'activo',
      confirmedAt: null,
      ...overrides,
    };
  }

  it('writes only the header row for an empty export', () => {
    expect(exportToCsv(exportOf([]))).toBe(`${header}\r\n`);
  });

  it('writes a header row and one row per email, every line ending in CRLF', () => {
    const csv = exportToCsv(
      exportOf([
        listItem({}),
        listItem({
          id: 'id2',
          email: 'c@d.mx',
          name: 'Ana',
          source: 'registration',
          type: 'registered_user',
          provider: 'google',
        }),
      ]),
    );
    expect(csv).toBe(
      `${header}\r\n` +
        'id1,a@b.co,Suscriptor,newsletter,2025-01-01T00:00:00.000Z,subscriber,,activo,,,\r\n' +
        'id2,c@d.mx,Ana,registration,2025-01-01T00:00:00.000Z,registered_user,google,activo,,,\r\n',
    );
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('quotes values with commas, quotes or line breaks, doubling inner quotes', () => {
    const csv = exportToCsv(
      exportOf([listItem({ name: 'Pérez, Ana' }), listItem({ name: 'Ana "la jefa"' })]),
    );
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe(
      'id1,a@b.co,"Pérez, Ana",newsletter,2025-01-01T00:00:00.000Z,subscriber,,activo,,,',
    );
    expect(lines[2]).toBe(
      'id1,a@b.co,"Ana ""la jefa""",newsletter,2025-01-01T00:00:00.000Z,subscriber,,activo,,,',
    );
  });

  it('quotes a value holding a line break so the row stays one record', () => {
    const csv = exportToCsv(exportOf([listItem({ name: 'Ana\nPérez' })]));
    expect(csv).toBe(
      `${header}\r\n` +
        'id1,a@b.co,"Ana\nPérez",newsletter,2025-01-01T00:00:00.000Z,subscriber,,activo,,,\r\n',
    );
  });

  it.each(['=SUM(A1:A2)', '+52 55', '-1', '@cmd'])(
    'neutralises %s for spreadsheets with a leading apostrophe',
    (value) => {
      const csv = exportToCsv(exportOf([listItem({ name: value })]));
      expect(csv.split('\r\n')[1]).toBe(
        `id1,a@b.co,'${value},newsletter,2025-01-01T00:00:00.000Z,subscriber,,activo,,,`,
      );
    },
  );

  it('neutralises a formula and also quotes it when it holds a comma', () => {
    const csv = exportToCsv(exportOf([listItem({ name: '=HYPERLINK("x","y")' })]));
    expect(csv.split('\r\n')[1]).toBe(
      `id1,a@b.co,"'=HYPERLINK(""x"",""y"")",newsletter,2025-01-01T00:00:00.000Z,subscriber,,activo,,,`,
    );
  });

  it('leaves formula characters alone when they are not at the start', () => {
    const csv = exportToCsv(exportOf([listItem({ name: 'Ana=Pérez-Gómez+@' })]));
    expect(csv.split('\r\n')[1]).toContain(',Ana=Pérez-Gómez+@,');
  });
});

describe('buildMailingList (decision 12)', () => {
  const pending = subscriber({ id: 'pendiente', confirmedAt: null });
  const list = [
    ...subscribers,
    pending,
    subscriber({ id: 'nuevo', subscribedAt: '2025-07-01T00:00:00.000Z' }),
  ];

  it('holds only confirmed, active subscribers with the newsletter on, newest first', () => {
    expect(buildMailingList(list).map((item) => item.id)).toEqual([
      'nuevo',
      's-new',
      's-mid',
      's-reg',
      's-old',
    ]);
  });

  it('never holds an unconfirmed address, even active with the newsletter on', () => {
    expect(buildEmailList([pending], []).map((item) => item.id)).toEqual(['pendiente']);
    expect(buildMailingList([pending])).toEqual([]);
  });

  it("writes the mail tool's CSV: the address, when it signed up and when it was confirmed", () => {
    const { csv, heldBack } = mailingCsv(
      buildExport(buildMailingList([subscriber({ id: 'ana' })]), buildStats([], []), 'firebase'),
    );
    expect(csv).toBe(
      `email,subscribedAt,confirmedAt\r\nana@ejemplo.mx,2025-01-01T00:00:00.000Z,${CONFIRMED}\r\n`,
    );
    expect(heldBack).toEqual([]);
  });
});

describe("mailingCsv: the mail tool's file keeps every address as it is", () => {
  const mailing = (...emails: string[]) =>
    mailingCsv(
      buildExport(
        buildMailingList(emails.map((email, index) => subscriber({ id: `s${index}`, email }))),
        buildStats([], []),
        'firebase',
      ),
    );
  /** The addresses a mail tool reads from the file: the first cell of each row, unquoted. */
  const importedAddresses = (csv: string) =>
    csv
      .split('\r\n')
      .slice(1, -1)
      .map((row) => row.slice(0, row.lastIndexOf(',', row.lastIndexOf(',') - 1)))
      .map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell));

  it('writes every address byte for byte, quoting without changing one that needs quotes', () => {
    const emails = [
      'ana.perez@ejemplo.mx',
      'ana-@ejemplo.mx',
      'a+b@ejemplo.mx',
      '"a,b"@ejemplo.mx',
    ];
    const { csv, heldBack } = mailing(...emails);
    expect(importedAddresses(csv)).toEqual(emails);
    expect(heldBack).toEqual([]);
  });

  it.each(['-ana@ejemplo.mx', '+ana@ejemplo.mx', "=cmd|'/C calc'!A0@ejemplo.mx", '@a@ejemplo.mx'])(
    'holds back %s, which a spreadsheet would run, instead of changing it',
    (email) => {
      const { csv, heldBack } = mailing('ana@ejemplo.mx', email);
      expect(importedAddresses(csv)).toEqual(['ana@ejemplo.mx']);
      expect(csv).not.toContain(email);
      expect(heldBack).toEqual([email]);
      // No cell of the file starts like a formula.
      for (const row of csv.split('\r\n')) expect(row).not.toMatch(/^[=+\-@\t\r"']/);
    },
  );

  it('leaves the full export for your records as it was: such an address is marked there', () => {
    const csv = exportToCsv(
      buildExport(
        buildMailingList([subscriber({ id: 'a', email: '-ana@ejemplo.mx' })]),
        buildStats([], []),
        'firebase',
      ),
    );
    expect(csv.split('\r\n')[1]).toContain(",'-ana@ejemplo.mx,");
  });
});
