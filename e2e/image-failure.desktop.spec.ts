/**
 * A failed image says so (spec §8, decision 14): every lazy image (article covers, the service
 * pages' head illustrations, pictures inside an article) keeps its box and shows "No se pudo
 * cargar la imagen" when its address fails. The boot script's listener reveals the text the
 * server rendered hidden; it is attached before any image, so a failure before hydration counts.
 */
import type { Locator, Page } from '@playwright/test';
import { imageErrorText } from '../content/images';
import { GENERATED_PICTURE } from '../testing/generate-articles';
import { articleBySlug } from './blog-data';
import { expect, test } from './fixtures';
import { gotoReady } from './site';

const dataLakes = articleBySlug('data-lakes-arquitectura-moderna-pymes-startups');
const picturePage = articleBySlug(GENERATED_PICTURE.slug);

/** Makes every request whose path passes `matches` fail, as a broken address would. */
async function breakImages(page: Page, matches: (path: string) => boolean) {
  await page.route(
    (url) => matches(url.pathname),
    (route) => route.fulfill({ status: 404, body: 'Not found' }),
  );
}

/** The box around `image`: its failure text is shown and it kept a place of `minHeight`. */
async function expectFailureShown(image: Locator, minHeight: number) {
  const frame = image.locator('xpath=..');
  await expect(frame).toHaveAttribute('data-image-failed', '');
  await expect(frame.getByText(imageErrorText, { exact: true })).toBeVisible();
  await expect(image).toHaveCSS('visibility', 'hidden');
  const box = (await frame.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(minHeight);
}

test('a cover that fails keeps its box and says so, in the header and in a lazy card', async ({
  page,
}) => {
  await breakImages(page, (path) => path.startsWith('/covers/'));
  await gotoReady(page, dataLakes.path);
  const header = page.locator('img[src^="/covers/"][fetchpriority="high"]');
  await expectFailureShown(header, 100);
  const headerBox = (await header.locator('xpath=..').boundingBox())!;
  // The box keeps the cover's shape on the gradient: 3:1 from 640 px.
  expect(headerBox.width / headerBox.height).toBeCloseTo(3, 1);

  // A related article's cover, lazy, fails once it is scrolled near.
  const lazy = page.locator('img[src^="/covers/"][loading="lazy"]').first();
  await lazy.scrollIntoViewIfNeeded();
  await expectFailureShown(lazy, 100);
});

test('nothing is said while the images load', async ({ page }) => {
  await gotoReady(page, dataLakes.path);
  const header = page.locator('img[src^="/covers/"][fetchpriority="high"]');
  await expect
    .poll(() => header.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByText(imageErrorText)).toHaveCount(
    await page.locator('[data-image-frame]').count(),
  );
  await expect(page.getByText(imageErrorText).first()).toBeHidden();
  await expect(page.locator('[data-image-failed]')).toHaveCount(0);
});

test("a service page's head illustration that fails keeps its square and says so", async ({
  page,
}) => {
  await breakImages(page, (path) => path === '/illustrations/head-data.svg');
  await gotoReady(page, '/servicios/analisis/');
  const image = page.locator('img[src="/illustrations/head-data.svg"]');
  await image.scrollIntoViewIfNeeded();
  await expectFailureShown(image, 150);
});

test('a picture inside an article that fails keeps a box and says so', async ({ page }) => {
  await breakImages(page, (path) => path === GENERATED_PICTURE.src);
  await gotoReady(page, picturePage.path);
  const image = page.locator('.prose-article').getByAltText(GENERATED_PICTURE.alt);
  await expect(image).toHaveAttribute('loading', 'lazy');
  await image.scrollIntoViewIfNeeded();
  await expectFailureShown(image, 150);
});
