/** The article header is compact: at 1440×900 the text starts on the first screen. */
import { realArticles } from './blog-data';
import { expect, test } from './fixtures';
import { gotoReady } from './site';

test.use({ viewport: { width: 1440, height: 900 } });

for (const article of realArticles) {
  test(`${article.path}: the first paragraph starts on the first screen`, async ({ page }) => {
    await gotoReady(page, article.path);
    const first = page.locator('.prose-article > p').first();
    const top = await first.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeLessThan(900 - 48);
  });
}
