/** Layout and rendering of the home page and service pages (viewport set per test). */
import fs from 'node:fs';
import path from 'node:path';
import { hero } from '../content/home';
import { aiPage, analysisPage, consultingPage, databasePage } from '../content/services';
import { OUT_DIR, expect, gotoReady, test } from './fixtures';

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
  await page.getByText('Negocio tradicional').scrollIntoViewIfNeeded();
  await expect(page.getByText('Negocio tradicional')).toBeVisible();
  expect(
    await page.getByText('Negocio tradicional').evaluate((el) => getComputedStyle(el.closest('li') as Element).opacity),
  ).toBe('1');
  await context.close();
});

test('the mission diagram appears when scrolled into view', async ({ page }) => {
  await gotoReady(page, '/');
  const origin = page.getByText('Negocio tradicional');
  await origin.scrollIntoViewIfNeeded();
  await expect
    .poll(() => origin.evaluate((el) => getComputedStyle(el.closest('li') as Element).opacity))
    .toBe('1');
  for (const label of ['IA', 'Datos', 'Análisis']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
});

test('the home page shows its four sections with the spec titles', async ({ page }) => {
  await gotoReady(page, '/');
  await expect(page.getByText(hero.badge)).toBeVisible();
  for (const title of ['NUESTRA MISIÓN', 'NUESTROS SERVICIOS', 'CONTÁCTANOS']) {
    await expect(page.getByText(title, { exact: true })).toBeAttached();
  }
  for (const id of ['mision', 'servicios', 'contacto']) {
    await expect(page.locator(`section#${id}`)).toHaveCount(1);
  }
  for (const benefit of hero.benefits) await expect(page.getByText(benefit.title)).toBeVisible();
});

test('the database illustration is shown only on large screens', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(page, databasePage.path);
  const illustration = page.locator('svg').filter({ has: page.locator('text', { hasText: 'CFDI' }) });
  await expect(illustration).toBeVisible();
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(illustration).toBeHidden();
});

for (const service of [consultingPage, databasePage, analysisPage, aiPage]) {
  test(`${service.title} shows its badge, title and Service structured data`, async ({ page }) => {
    await gotoReady(page, service.path);
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
    await expect(page.getByText(service.level, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(`${service.title} | Hanzo`);

    const file = path.join(OUT_DIR, service.path, 'index.html');
    const html = fs.readFileSync(file, 'utf8');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
    );
    const serviceData = blocks.find((block) => block['@type'] === 'Service');
    expect(serviceData).toMatchObject({
      '@context': 'https://schema.org',
      name: service.title,
      url: `https://hanzo.mx${service.path}`,
      provider: { name: 'Hanzo' },
    });
  });
}

test('the consulting page lists its five inclusions and the AI page its two columns', async ({ page }) => {
  await gotoReady(page, consultingPage.path);
  for (const inclusion of consultingPage.inclusions) {
    await expect(page.getByRole('heading', { level: 3, name: inclusion.title })).toBeVisible();
  }
  await gotoReady(page, aiPage.path);
  for (const column of aiPage.columns) {
    await expect(page.getByRole('heading', { level: 2, name: column.title })).toBeVisible();
    for (const item of column.items) {
      await expect(page.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
      for (const example of item.examples ?? []) await expect(page.getByText(example)).toBeVisible();
    }
  }
  await expect(page.getByRole('heading', { level: 2, name: aiPage.howItWorks.title })).toBeVisible();
});
