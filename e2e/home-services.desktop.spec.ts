/** Layout and rendering of the home page and service pages (viewport set per test). */
import path from 'node:path';
import { hero } from '../content/home';
import { aiPage, analysisPage, consultingPage, databasePage } from '../content/services';
import { OUT_DIR, jsonLdBlocks, parseFile } from './html';
import { expect, test } from './fixtures';
import { gotoReady, untilIdle, waitForHydration, watchAnimationCode } from './site';

const grid = [
  { width: 375, columns: 1 },
  { width: 800, columns: 2 },
  { width: 1280, columns: 4 },
];

for (const { width, columns } of grid) {
  test(`the services grid has ${columns} column(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, '/');
    const cards = page.getByTestId('services-grid').locator(':scope > li');
    await expect(cards).toHaveCount(4);
    const lefts = new Set<number>();
    for (const box of await Promise.all((await cards.all()).map((card) => card.boundingBox()))) {
      if (box) lefts.add(Math.round(box.x));
    }
    expect(lefts.size).toBe(columns);
  });
}

test('the hero headline is visible in the HTML before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const headline = page.getByRole('heading', { level: 1, name: hero.title });
  await expect(headline).toBeVisible();
  expect(await headline.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  // The mission diagram is revealed on scroll with JavaScript; without it, it is shown at once.
  await page.getByText('Negocio tradicional', { exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByText('Negocio tradicional', { exact: true })).toBeVisible();
  expect(
    await page
      .getByText('Negocio tradicional', { exact: true })
      .evaluate((el) => getComputedStyle(el.closest('li') as Element).opacity),
  ).toBe('1');
  await context.close();
});

test('the mission diagram is revealed step by step when scrolled into view', async ({ page }) => {
  await gotoReady(page, '/');
  // Bring the diagram just below the fold: the reveal loads when it comes near, then waits.
  await page.locator('[data-motion]').evaluate((box) => {
    const top = box.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: Math.max(0, top - window.innerHeight - 100), behavior: 'instant' });
  });
  const diagram = page.locator('[data-motion="reveal"]');
  await expect(diagram).toBeAttached({ timeout: 10_000 });
  const firstStep = diagram.locator('figure li').first();
  expect(await firstStep.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
  await diagram.scrollIntoViewIfNeeded();
  await expect.poll(() => firstStep.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  for (const label of ['IA', 'Datos', 'Análisis']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
});

test('a mission diagram already on screen never disappears to be revealed again', async ({
  page,
}) => {
  // Every frame from the first paint, the first step's lowest opacity so far.
  await page.addInitScript(() => {
    const seen = window as Window & { lowest?: number };
    const record = () => {
      const step = document.querySelector('figure li');
      if (step) seen.lowest = Math.min(Number(getComputedStyle(step).opacity), seen.lowest ?? 1);
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  const animation = watchAnimationCode(page);
  await page.goto('/#mision');
  await expect(page.getByText('Negocio tradicional', { exact: true })).toBeInViewport();
  await waitForHydration(page);
  // The reveal's code arrives (the diagram is near), and is not used: it was seen already.
  await expect.poll(async () => (await animation.loaded()).length).toBeGreaterThan(0);
  await untilIdle(page);
  await expect(page.locator('[data-motion]')).toHaveAttribute('data-motion', 'still');
  expect(await page.evaluate(() => (window as Window & { lowest?: number }).lowest)).toBe(1);
});

test('visitors who prefer reduced motion get the still pictures and no animation code', async ({
  browser,
}) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript(() => sessionStorage.setItem('hanzo_overlay_seen', '1'));
  const page = await context.newPage();
  const animation = watchAnimationCode(page);
  await page.goto('/');
  await waitForHydration(page);
  // Even at the diagram, and once the browser is idle, nothing animated is fetched.
  await page.locator('[data-motion]').scrollIntoViewIfNeeded();
  await untilIdle(page);
  expect(await animation.loaded()).toEqual([]);
  await expect(page.locator('[data-motion]')).toHaveAttribute('data-motion', 'still');
  const bar = page.locator('main svg rect').nth(3);
  expect(await bar.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
  await context.close();
});

test('the database illustration is shown only on large screens', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(page, databasePage.path);
  const illustration = page
    .locator('svg')
    .filter({ has: page.locator('text', { hasText: 'CFDI' }) });
  await expect(illustration).toBeVisible();
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(illustration).toBeHidden();
});

for (const service of [consultingPage, databasePage, analysisPage, aiPage]) {
  test(`${service.title} shows its badge, title and Service structured data`, async ({ page }) => {
    await gotoReady(page, service.path);
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
    await expect(page.getByRole('main').getByText(service.level, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${service.title} | Hanzo`);

    const file = path.join(OUT_DIR, service.path, 'index.html');
    const blocks = jsonLdBlocks(parseFile(file), service.path);
    const serviceData = blocks.find((block) => block['@type'] === 'Service');
    expect(serviceData).toMatchObject({
      '@context': 'https://schema.org',
      name: service.title,
      url: `https://hanzo.mx${service.path}`,
      provider: { name: 'Hanzo' },
    });
  });
}

test('the consulting page lists its five inclusions and the AI page its two columns', async ({
  page,
}) => {
  await gotoReady(page, consultingPage.path);
  for (const inclusion of consultingPage.inclusions) {
    await expect(page.getByRole('heading', { level: 3, name: inclusion.title })).toBeVisible();
  }
  await gotoReady(page, aiPage.path);
  for (const column of aiPage.columns) {
    await expect(page.getByRole('heading', { level: 2, name: column.title })).toBeVisible();
    for (const item of column.items) {
      await expect(page.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
      for (const example of item.examples ?? [])
        await expect(page.getByText(example)).toBeVisible();
    }
  }
  await expect(
    page.getByRole('heading', { level: 2, name: aiPage.howItWorks.title }),
  ).toBeVisible();
});
