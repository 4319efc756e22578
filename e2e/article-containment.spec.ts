/**
 * An article's blocks are laid out only near the viewport (`content-visibility: auto`,
 * app/globals.css), which contains each block's layout: a margin inside it no longer collapses with
 * one outside. This spec checks, on every article and at this project's width, that no block sits
 * or measures otherwise than it does with the containment off.
 */
import { expect, test } from './fixtures';
import { realArticles } from './blog-data';
import { RENDER_ALL_CLASS } from '../lib/layout/scroll';

// The blocks app/globals.css defers, by the same selectors.
const BLOCKS = `.article-body > *, .article-body ~ :is(section, aside):not([aria-labelledby='relacionados'])`;

test('an article’s contained blocks sit where they would uncontained', async ({ page }) => {
  const { width } = page.viewportSize()!;
  // Every block on screen at once, so the browser renders them all while they stay contained.
  await page.setViewportSize({ width, height: 30_000 });
  for (const article of realArticles) {
    await page.goto(article.path);
    await page.evaluate(() => document.fonts.ready);
    const measure = () =>
      page.evaluate(async (selector) => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const top = document.querySelector('.article-body')!.getBoundingClientRect().top;
        return [...document.querySelectorAll<HTMLElement>(selector)].map((block) => {
          const box = block.getBoundingClientRect();
          return {
            block: `${block.tagName.toLowerCase()} ${block.id || block.textContent!.slice(0, 30)}`,
            top: Math.round((box.top - top) * 100) / 100,
            height: Math.round(box.height * 100) / 100,
            contained: getComputedStyle(block).contentVisibility === 'auto',
            rendered: block.checkVisibility({ contentVisibilityAuto: true }),
          };
        });
      }, BLOCKS);
    const contained = await measure();
    // The spec checks something only if the containment was on and every block was rendered.
    expect(
      contained.filter((block) => !block.contained),
      article.slug,
    ).toEqual([]);
    expect(
      contained.filter((block) => !block.rendered),
      article.slug,
    ).toEqual([]);

    await page.evaluate((name) => document.documentElement.classList.add(name), RENDER_ALL_CLASS);
    const uncontained = await measure();
    expect(
      uncontained.every((block) => !block.contained),
      article.slug,
    ).toBe(true);
    const place = ({ block, top, height }: (typeof contained)[number]) => ({ block, top, height });
    expect(contained.map(place), article.slug).toEqual(uncontained.map(place));
  }
});
