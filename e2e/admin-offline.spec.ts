/**
 * The admin view in offline mode (this export has no Firebase config): it says so, and shows the
 * stats, the filtered list and the exports from this browser's storage.
 */
import { adminText, filterLabels } from '../content/admin';
import { LOCAL_KEYS } from '../lib/email/model';
import { csvLines, downloadFrom, expect, gotoReady, test } from './fixtures';

const subscribers = [
  {
    id: 'local_1700000000000_aaa',
    email: 'boletin@tienda.mx',
    source: 'newsletter',
    subscribedAt: '2026-10-01T12:00:00.000Z',
    active: true,
    preferences: { newsletter: true, productUpdates: true, blogNotifications: false },
    metadata: { userAgent: 'x', referrer: '', currentUrl: 'http://127.0.0.1/' },
  },
  {
    id: 'local_1700000000001_bbb',
    email: 'lector@blog.mx',
    source: 'comment',
    subscribedAt: '2026-10-05T12:00:00.000Z',
    active: true,
    preferences: { newsletter: true, productUpdates: false, blogNotifications: true },
    metadata: { userAgent: 'x', referrer: '', currentUrl: 'http://127.0.0.1/' },
  },
  {
    id: 'local_1700000000002_ccc',
    email: 'inactivo@tienda.mx',
    source: 'newsletter',
    subscribedAt: '2026-09-01T12:00:00.000Z',
    active: false,
    preferences: { newsletter: true, productUpdates: true, blogNotifications: false },
    metadata: { userAgent: 'x', referrer: '', currentUrl: 'http://127.0.0.1/' },
  },
];
const users = [
  {
    id: 'uid-1',
    userId: 'uid-1',
    email: 'duena@empresa.mx',
    name: 'Ana Pérez',
    provider: 'google.com',
    avatar: '',
    registeredAt: '2026-10-10T12:00:00.000Z',
    lastLogin: '2026-10-10T12:00:00.000Z',
    emailConsent: true,
    marketingConsent: true,
    metadata: { userAgent: 'x', referrer: '', loginCount: 1 },
  },
];

test.beforeEach(async ({ context }) => {
  await context.addInitScript(
    ([keys, seededSubscribers, seededUsers]) => {
      localStorage.setItem(keys.subscribers, JSON.stringify(seededSubscribers));
      localStorage.setItem(keys.users, JSON.stringify(seededUsers));
    },
    [LOCAL_KEYS, subscribers, users] as const,
  );
});

test('shows this browser’s data with stats, filters and the offline notice', async ({ page }) => {
  await gotoReady(page, '/admin/');
  await expect(page.getByRole('heading', { level: 1, name: adminText.title })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(adminText.offlineNote);
  await expect(page.getByTestId('stat-totalSubscribers')).toHaveText('3');
  await expect(page.getByTestId('stat-activeSubscribers')).toHaveText('2');
  await expect(page.getByTestId('stat-totalRegisteredUsers')).toHaveText('1');
  await expect(page.getByTestId('stat-marketingConsentUsers')).toHaveText('1');

  const rows = page.getByRole('region', { name: adminText.tableCaption }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('lector@blog.mx');
  await expect(rows.last()).toContainText('Ana Pérez');

  const filter = page.getByLabel(adminText.filterLabel);
  await filter.selectOption({ label: filterLabels.newsletter_only });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('boletin@tienda.mx');
  await filter.selectOption({ label: filterLabels.registered_users });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('duena@empresa.mx');
  await filter.selectOption({ label: filterLabels.blog_engaged });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('lector@blog.mx');
});

test('downloads the export object as JSON and the list as CSV', async ({ page }) => {
  await gotoReady(page, '/admin/');
  await expect(page.getByTestId('stat-totalSubscribers')).toHaveText('3');

  const json = await downloadFrom(page, adminText.downloadJson);
  expect(json.name).toMatch(/^hanzo-correos-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(json.text) as Record<string, unknown>;
  expect(exported).toMatchObject({
    source: 'localStorage',
    totalEmails: 3,
    statistics: {
      totalSubscribers: 3,
      activeSubscribers: 2,
      totalRegisteredUsers: 1,
      marketingConsentUsers: 1,
    },
  });
  expect((exported.emails as Array<{ email: string }>).map((item) => item.email)).toEqual([
    'lector@blog.mx',
    'boletin@tienda.mx',
    'duena@empresa.mx',
  ]);
  expect(Number.isNaN(Date.parse(String(exported.exportedAt)))).toBe(false);

  const lines = csvLines((await downloadFrom(page, adminText.downloadCsv)).text);
  expect(lines[0]).toBe(
    'id,email,name,source,subscribedAt,type,provider,status,formLocation,articleSlug',
  );
  expect(lines).toHaveLength(4);
  expect(lines[3]).toContain('duena@empresa.mx,Ana Pérez,registration');
  expect(lines.slice(1).every((line) => line.includes(',activo,'))).toBe(true);
  expect((exported.emails as Array<{ status: string }>).map((item) => item.status)).toEqual([
    'activo',
    'activo',
    'activo',
  ]);
});

test('a short list leaves no blank band below it, and the header stays on screen', async ({
  page,
}) => {
  await gotoReady(page, '/admin/');
  const table = page.getByRole('region', { name: adminText.tableCaption });
  await expect(table.locator('tbody tr')).toHaveCount(3);
  // The page ends with its content: at most the page's bottom padding under the table.
  const { pageHeight, viewport, tableBottom } = await table.evaluate((element) => ({
    pageHeight: document.documentElement.scrollHeight,
    viewport: window.innerHeight,
    tableBottom: element.getBoundingClientRect().bottom + window.scrollY,
  }));
  expect(pageHeight - Math.max(tableBottom, viewport - 120)).toBeLessThanOrEqual(120);

  // Scrolled to the end (a phone's short viewport scrolls), the header is still at the top.
  await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 420 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const header = page.getByRole('banner');
  await expect(header).toBeInViewport();
  expect((await header.boundingBox())?.y).toBe(0);
});
