/**
 * The Content-Security-Policy of firebase.json, enforced by the browser: no page, flow or
 * third-party script the site really uses is blocked, and code the policy does not name is.
 * Violations are collected from `securitypolicyviolation` events and from the console.
 */
import type { Page } from '@playwright/test';
import { newsletterText } from '../content/newsletter';
import {
  GA_ID,
  GTAG_URL,
  UNKNOWN_URL,
  cookieBanner,
  expect,
  exportedRoutes,
  gotoReady,
  loadPublishedArticles,
  test as base,
  themeToggle,
} from './fixtures';

/** Hit URLs the stubbed tag sends, one per kind of request gtag.js makes. */
const HITS = {
  fetch: `https://region1.google-analytics.com/g/collect?v=2&tid=${GA_ID}&en=page_view`,
  beacon: `https://region1.analytics.google.com/g/collect?v=2&tid=${GA_ID}&en=scroll`,
  pixel: `https://www.google-analytics.com/g/collect?v=2&tid=${GA_ID}&en=user_engagement`,
};

/**
 * Stands in for gtag.js under the real policy: it is requested from Google's own URL (so the
 * policy's script-src decides whether it may load) and sends its hits the ways the tag does.
 */
const GTAG_STUB = `window.__gtagStubLoaded = true;
fetch(${JSON.stringify(HITS.fetch)}, { method: 'POST', mode: 'no-cors', keepalive: true });
navigator.sendBeacon(${JSON.stringify(HITS.beacon)});
new Image().src = ${JSON.stringify(HITS.pixel)};`;

interface CspFixtures {
  /** Every violation the page reported, as readable lines. */
  cspViolations: string[];
  /** URLs of the analytics hits that reached the network (the policy let them through). */
  analyticsHits: string[];
}

const test = base.extend<CspFixtures>({
  cspViolations: async ({ page }, provide) => {
    const violations: string[] = [];
    await page.exposeBinding('__reportCspViolation', (_source, line: string) => {
      violations.push(line);
    });
    await page.addInitScript(() => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void })
        .__reportCspViolation;
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const blocked = event.blockedURI || 'inline';
          report(
            `${location.pathname}: ${event.effectiveDirective} blocked ${blocked} ` +
              `(${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
          );
        },
        true,
      );
    });
    page.on('console', (message) => {
      if (/content.security.policy|permissions.policy|refused to/i.test(message.text())) {
        violations.push(`${page.url()}: console ${message.type()}: ${message.text()}`);
      }
    });
    await provide(violations);
  },

  analyticsHits: async ({ page }, provide) => {
    const hits: string[] = [];
    await page.route(GTAG_URL, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: GTAG_STUB }),
    );
    await page.route(
      (url) => url.pathname === '/g/collect',
      async (route) => {
        hits.push(route.request().url());
        await route.fulfill({ status: 204 });
      },
    );
    await provide(hits);
  },
});

async function expectPolicyHeader(response: Awaited<ReturnType<Page['goto']>>, route: string) {
  const policy = response?.headers()['content-security-policy'];
  expect(policy, `${route} is served with a policy`).toMatch(/script-src 'self' 'sha256-/);
}

/** The tag's own inline init script (hashed in the policy) ran and the stubbed tag loaded. */
async function expectAnalyticsRan(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
        const initRan = Array.from(layer).some((entry) => entry[0] === 'js');
        return initRan && (window as unknown as { __gtagStubLoaded?: boolean }).__gtagStubLoaded;
      }),
    )
    .toBe(true);
}

test('the policy is enforced: an inline script it does not name is blocked and reported', async ({
  page,
  cspViolations,
}) => {
  const response = await gotoReady(page, '/');
  await expectPolicyHeader(response, '/');
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

test.describe('analytics accepted', () => {
  test.use({ storedConsent: 'true' });
  test.describe.configure({ timeout: 120_000 });

  test('no violation on any exported route, with the tag and its hits', async ({
    page,
    cspViolations,
    analyticsHits,
    pageErrors,
  }) => {
    const routes = exportedRoutes();
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const hitsBefore = analyticsHits.length;
      const response = await gotoReady(page, route);
      expect(response?.status(), route).toBe(200);
      await expectPolicyHeader(response, route);
      await expectAnalyticsRan(page);
      await expect.poll(() => analyticsHits.length - hitsBefore, route).toBe(3);
      await page.waitForLoadState('networkidle');
    }
    expect(cspViolations).toEqual([]);
    expect(pageErrors.map((error) => error.message)).toEqual([]);
  });
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

test('a newsletter sign-up in the footer (browser storage) raises no violation', async ({
  page,
  cspViolations,
}) => {
  await gotoReady(page, '/');
  const form = page.getByTestId('newsletter-footer');
  await form.getByLabel(newsletterText.label).fill('seguridad@empresa.mx');
  await form.getByRole('button', { name: newsletterText.submit }).click();
  await expect(form.getByRole('status')).toHaveText(newsletterText.success);
  expect(cspViolations).toEqual([]);
});

test('switching theme and navigating in the app raise no violation', async ({
  page,
  cspViolations,
}) => {
  await gotoReady(page, '/blog/');
  await themeToggle(page).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await themeToggle(page).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  const [article] = loadPublishedArticles();
  const path = `/blog/${article?.category}/${article?.slug}/`;
  await page.locator(`main a[href="${path}"]`).first().click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article?.title ?? '');
  await page.waitForLoadState('networkidle');
  expect(cspViolations).toEqual([]);
});

test.describe('first visit of the session', () => {
  test.use({ skipOverlay: false });

  test('the loading overlay runs without a violation', async ({ page, cspViolations }) => {
    await gotoReady(page, '/');
    await expect(page.locator('#loading-overlay')).toHaveCount(0, { timeout: 10_000 });
    expect(cspViolations).toEqual([]);
  });
});

test('an unknown URL gets the Spanish 404 page, status 404, running under its policy', async ({
  page,
  cspViolations,
}) => {
  const response = await gotoReady(page, UNKNOWN_URL);
  expect(response?.status()).toBe(404);
  await expectPolicyHeader(response, UNKNOWN_URL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await page.waitForLoadState('networkidle');
  expect(cspViolations).toEqual([]);
});
