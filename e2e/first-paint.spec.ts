/**
 * A page paints from its HTML alone: the stylesheet is inline (scripts/inline-css.mjs), so the
 * browser never fetches it, neither while the page loads nor when React hydrates (it finds the
 * disabled link it expects) nor on a client-side navigation.
 */
import { expect, loadPublishedArticles, test, waitForHydration } from './fixtures';

const article = loadPublishedArticles()[0];
if (!article) throw new Error('no published article');

test('no stylesheet is fetched on a first visit, after hydration or on a client navigation', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css'))
      stylesheets.push(request.url());
  });
  await page.goto('/blog/');
  // Styled before hydration too: the header is fixed and the headline extra bold.
  await expect(page.locator('header').first()).toHaveCSS('position', 'fixed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', '800');
  await waitForHydration(page);

  // A client-side navigation to an article: the page changes without a new document.
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  const card = page.locator(`a[href="/blog/${article.category}/${article.slug}/"]`).first();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/${article.slug}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', '800');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(stylesheets).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page is styled all the same', async ({ page }) => {
    await page.goto(`/blog/${article.category}/${article.slug}/`);
    await expect(page.locator('header').first()).toHaveCSS('position', 'fixed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', '800');
  });
});
