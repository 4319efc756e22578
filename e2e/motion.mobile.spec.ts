/**
 * On a phone the home page’s first screen downloads no animation code: the hero picture moves on
 * CSS, and the mission diagram's reveal is loaded when the visitor scrolls toward it.
 */
import { expect, test } from './fixtures';
import { gotoReady, untilIdle, watchAnimationCode } from './site';

test('the animation code waits until the visitor scrolls to the pictures', async ({ page }) => {
  const animation = watchAnimationCode(page);
  await gotoReady(page, '/');
  // Hydrated, observed, idle: a picture that loaded its motion without being near would have.
  await untilIdle(page);
  expect(await animation.loaded()).toEqual([]);
  await expect(page.locator('[data-motion]')).toHaveAttribute('data-motion', 'still');

  await page.locator('[data-motion]').scrollIntoViewIfNeeded();
  await expect.poll(async () => (await animation.loaded()).length).toBeGreaterThan(0);
});

test('the hero picture moves on CSS alone, then rests within five seconds', async ({ page }) => {
  await gotoReady(page, '/');
  // Read through the Web Animations API, at chosen times: no race with a busy machine's clock.
  const bar = await page
    .locator('main svg rect.scene-loop')
    .first()
    .evaluate((element) => {
      const [animation] = element.getAnimations();
      if (!animation) return null;
      const transformAt = (seconds: number) => {
        animation.currentTime = seconds * 1000;
        return getComputedStyle(element).transform;
      };
      animation.pause();
      const result = {
        name: (animation as CSSAnimation).animationName,
        start: transformAt(0),
        middle: transformAt(1.6),
        after: '',
      };
      animation.finish();
      result.after = getComputedStyle(element).transform;
      return result;
    });
  expect(bar).toEqual({
    name: 'scene-scale-y',
    start: 'matrix(1, 0, 0, 1, 0, 0)',
    middle: 'matrix(1, 0, 0, 0.78, 0, 0)',
    after: 'none',
  });

  // Every loop of the picture ends within five seconds of the page showing it (WCAG 2.2.2).
  const ends = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return target instanceof SVGElement && target.closest('main') !== null;
      })
      .map((animation) => Number(animation.effect?.getComputedTiming().endTime)),
  );
  expect(ends.length).toBeGreaterThan(5);
  expect(ends.filter((end) => !(end <= 5000))).toEqual([]);
});
