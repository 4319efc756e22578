/**
 * The /blog card grid at three widths: one column on a phone, two on a tablet, three on a desktop.
 */
import { blogText } from '../content/blog-categories';
import { PER_PAGE, articles } from './blog-data';
import { expect, gotoReady, test } from './fixtures';

const layouts = [
  { width: 375, columns: 1 },
  { width: 800, columns: 2 },
  { width: 1280, columns: 3 },
];

test('the /blog card grid has 1, 2 and 3 columns at 375, 800 and 1280 px', async ({ page }) => {
  await gotoReady(page, '/blog/');
  await expect(page.getByRole('heading', { level: 1, name: blogText.allTitle })).toBeVisible();
  const grid = page.getByTestId('article-grid');
  const cards = grid.getByRole('article');
  await expect(cards).toHaveCount(Math.min(articles.length, PER_PAGE));

  for (const { width, columns } of layouts) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(
        () =>
          grid.evaluate(
            (element) => getComputedStyle(element).gridTemplateColumns.trim().split(/\s+/).length,
          ),
        { message: `grid columns at ${width} px` },
      )
      .toBe(columns);
    // The cards really sit side by side: as many distinct left edges as columns.
    const lefts = await cards.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().left)),
    );
    expect(new Set(lefts).size, `distinct card columns at ${width} px`).toBe(columns);
    // Nothing overflows sideways.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
      `no horizontal scroll at ${width} px`,
    ).toBe(true);
  }
});
