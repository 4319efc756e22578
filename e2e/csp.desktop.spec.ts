/**
 * The Content-Security-Policy, enforced by the browser: each page's meta policy (its hashes) and
 * the header policy of the hosting config together. No page, flow or third-party script the site
 * really uses is blocked, and code the policies do not name is, wherever it sits in the page.
 * Violations are collected from `securitypolicyviolation` events and from the console. Every
 * route, with analytics accepted and rejected, is checked by the sweep (site.sweep.spec.ts); these
 * are the flows and the tampered pages.
 */
import type { Page } from '@playwright/test';
import { hashSource, readPage } from '../scripts/csp/page';
import { UNKNOWN_URL } from './html';
import { cookieBanner, gotoReady, themeToggle, untilIdle } from './site';
import { expect, test } from './fixtures';
import { articles } from './blog-data';
import { policyProblems } from './page-checks';
import { analyticsRan } from './tag';

/** The page is under both policies: the header policy and its meta policy, first in <head>. */
async function expectPolicies(page: Page, response: Awaited<ReturnType<Page['goto']>>) {
  expect(await policyProblems(page, response)).toEqual([]);
}

/** The tag's own inline init script (hashed in the policy) ran and the stubbed tag loaded. */
async function expectAnalyticsRan(page: Page) {
  await expect.poll(() => analyticsRan(page)).toBe(true);
}

test('the policy is enforced: an inline script it does not name is blocked and reported', async ({
  page,
  cspViolations,
}) => {
  const response = await gotoReady(page, '/');
  await expectPolicies(page, response);
  expect(cspViolations).toEqual([]);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.join('\n')).toMatch(/script-src-elem blocked inline/);
});

/**
 * Serves `route` with one piece of its inline code altered, the meta policy untouched: what an
 * injection into the page would look like to the browser.
 */
async function serveTampered(page: Page, route: string, original: string, altered: string) {
  const served: string[] = [];
  await page.route(
    (url) => url.pathname === route,
    async (intercepted) => {
      const response = await intercepted.fetch();
      const html = await response.text();
      expect(html, `${route} contains the code to alter`).toContain(original);
      served.push(html.replace(original, altered));
      await intercepted.fulfill({ response, body: served.at(-1) });
    },
  );
  return served;
}

const tamperedFlag = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tampered?: string }).__tampered ?? null);

test.describe('inline code the meta policy does not name is blocked wherever it is', () => {
  const cases = [
    {
      name: "the site's boot script in <head>",
      original: "<script>addEventListener('error',function(e){",
      altered: '<script>window.__tampered="boot";addEventListener(\'error\',function(e){',
    },
    {
      name: "next-themes' theme script, first in <body>",
      original: '<script>((a,b,c,d,e,f,g,h)=>{',
      altered: '<script>window.__tampered="theme";((a,b,c,d,e,f,g,h)=>{',
    },
    {
      name: "Next's page payload, self.__next_f.push(…), at the end of <body>",
      original: '<script>self.__next_f.push(',
      altered: '<script>window.__tampered="payload";self.__next_f.push(',
    },
  ];
  for (const { name, original, altered } of cases) {
    test(name, async ({ page, cspViolations }) => {
      const served = await serveTampered(page, '/', original, altered);
      await page.goto('/');
      await page.waitForLoadState('load');
      expect(await tamperedFlag(page)).toBeNull();
      // Chromium names the hash the blocked script would have needed: that one, and no other.
      const [html = ''] = served;
      const script = readPage(html).code.scripts.find((text) => text.includes('__tampered')) ?? '';
      await expect
        .poll(() => cspViolations.join('\n'))
        .toContain(`a hash ('${hashSource(script).slice(1, -1)}')`);
      expect(cspViolations.join('\n')).toMatch(/script-src-elem blocked inline/);
      expect(cspViolations.filter((line) => line.includes("a hash ('sha256-"))).toHaveLength(1);
    });
  }

  test('an altered style attribute is not applied (hashed through unsafe-hashes)', async ({
    page,
    cspViolations,
  }) => {
    // The hero scene's floating element: its style attribute stays in the page after hydration.
    const original = 'style="--loop-to:-8px;animation:scene-float 5s ease-in-out 0s 1"';
    const altered = 'style="--loop-to:-9px;animation:scene-float 5s ease-in-out 0s 1"';
    await serveTampered(page, '/', original, altered);
    await page.goto('/');
    await page.waitForLoadState('load');
    const applied = await page.evaluate(() => {
      const element = document.querySelector<SVGElement>('[style*="--loop-to:-9px"]');
      return element ? element.style.getPropertyValue('--loop-to') : 'missing';
    });
    expect(applied).toBe('');
    const hash = hashSource(altered.slice('style="'.length, -1)).slice(1, -1);
    await expect.poll(() => cspViolations.join('\n')).toContain(`a hash ('${hash}')`);
    expect(cspViolations.join('\n')).toMatch(/style-src-attr blocked inline/);
  });

  test('the unaltered page runs all of its inline code without a violation', async ({
    page,
    cspViolations,
  }) => {
    await gotoReady(page, '/');
    const applied = await page.evaluate(
      () =>
        document
          .querySelector<SVGElement>('[style*="--loop-to:-8px"]')
          ?.style.getPropertyValue('--loop-to') ?? 'missing',
    );
    expect(applied).toBe('-8px');
    expect(cspViolations).toEqual([]);
  });
});

test('the header policy is enforced too: no page may be framed, even by the site itself', async ({
  page,
  baseURL,
  cspViolations,
}) => {
  // about:blank has no policy of its own: only the framed page's frame-ancestors can refuse.
  await page.setContent(`<iframe src="${baseURL}/"></iframe>`);
  await expect.poll(() => cspViolations.join('\n')).toMatch(/frame-ancestors 'none'/);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  expect(await frame?.evaluate(() => document.title).catch(() => 'blocked')).not.toMatch(/Hanzo/);
});

test('the Permissions-Policy names only features the browser knows, each switched off', async ({
  page,
}) => {
  const response = await gotoReady(page, '/');
  const features = (response?.headers()['permissions-policy'] ?? '')
    .split(/,\s*/)
    .map((entry) => entry.replace(/=\(\)$/, ''));
  expect(features.length).toBeGreaterThan(5);
  const { known, allowed } = await page.evaluate(() => {
    // Chromium's view of the policy (document.featurePolicy is Chromium-only).
    const policy = (
      document as unknown as {
        featurePolicy: { features(): string[]; allowedFeatures(): string[] };
      }
    ).featurePolicy;
    return { known: policy.features(), allowed: policy.allowedFeatures() };
  });
  expect(features.filter((feature) => !known.includes(feature))).toEqual([]);
  expect(features.filter((feature) => allowed.includes(feature))).toEqual([]);
});

test.describe('consent given in the banner', () => {
  test.use({ storedConsent: null });

  test('accepting loads the tag and sends hits without a violation', async ({
    page,
    cspViolations,
    analyticsHits,
  }) => {
    await gotoReady(page, '/');
    await cookieBanner(page).getByRole('button', { name: 'Aceptar' }).click();
    await expectAnalyticsRan(page);
    await expect.poll(() => analyticsHits.length).toBe(3);
    expect(analyticsHits.map((url) => new URL(url).host).sort()).toEqual([
      'region1.analytics.google.com',
      'region1.google-analytics.com',
      'www.google-analytics.com',
    ]);
    expect(cspViolations).toEqual([]);
  });
});

// A footer sign-up's policy check lives in firebase.online.spec.ts: it writes to the emulator.

test('switching theme and navigating in the app raise no violation', async ({
  page,
  cspViolations,
}) => {
  await gotoReady(page, '/blog/');
  await themeToggle(page).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await themeToggle(page).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  const [article] = articles;
  const path = `/blog/${article?.category}/${article?.slug}/`;
  await page.locator(`main a[href="${path}"]`).first().click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article?.title ?? '');
  await untilIdle(page);
  expect(cspViolations).toEqual([]);
});

test.describe('first visit of the session', () => {
  test.use({ skipOverlay: false });

  test('the loading overlay runs without a violation', async ({ page, cspViolations }) => {
    await gotoReady(page, '/');
    // Its inline script ran: it remembers the session as soon as it shows the overlay.
    expect(await page.evaluate(() => sessionStorage.getItem('hanzo_overlay_seen'))).toBe('1');
    await expect(page.locator('#loading-overlay')).toBeHidden({ timeout: 10_000 });
    expect(cspViolations).toEqual([]);
  });
});

test('an unknown URL gets the Spanish 404 page, status 404, running under its policy', async ({
  page,
  cspViolations,
}) => {
  const response = await gotoReady(page, UNKNOWN_URL);
  expect(response?.status()).toBe(404);
  await expectPolicies(page, response);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await untilIdle(page);
  expect(cspViolations).toEqual([]);
});
