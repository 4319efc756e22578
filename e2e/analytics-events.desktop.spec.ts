/**
 * The spec's named events reach the tag's stand-in (spec §7), after the visitor accepted: every
 * call to action sends `cta_clicked` and the generic `click` with its name and page, beside its
 * own event; a newsletter link's visit sends `email_campaign_click`; every share also sends
 * `article_shared` (share-menu's own test, blog.desktop.spec.ts). Google's tag and hits
 * are answered by the fixtures' stand-in (tag.ts); the tag's queue is window.dataLayer.
 */
import type { Locator, Page } from '@playwright/test';
import { blogText } from '../content/blog-categories';
import { diagnosisText } from '../content/diagnosis';
import { contactSection, hero } from '../content/home';
import { consultingPage } from '../content/services';
import { servicesOverview } from '../content/services-overview';
import { CTA_NAMES } from '../lib/analytics/cta';
import { articleBySlug } from './blog-data';
import { expect, test } from './fixtures';
import { gotoReady, untilIdle } from './site';
import { tagLoaded } from './tag';

test.use({ storedConsent: 'true' });

const dataLakes = articleBySlug('data-lakes-arquitectura-moderna-pymes-startups');

/** Parameters of every event of this name in the tag's queue. */
async function queued(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return page.evaluate((eventName) => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
    return Array.from(layer)
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event' && entry[1] === eventName)
      .map((entry) => entry[2] as Record<string, unknown>);
  }, name);
}

/** Loads a page with the tag on, and keeps every click on it from leaving the page. */
async function openWithTag(page: Page, path: string) {
  await gotoReady(page, path);
  await expect.poll(() => tagLoaded(page)).toBe(true);
  // After React's handlers (they sit below the document), so each still sends its own event.
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
}

/** Clicks a call to action; both generic events arrive with its name and this page's path. */
async function expectCtaEvents(page: Page, cta: Locator, name: string, pagePath: string) {
  await expect(cta).toHaveAttribute('data-cta', name);
  await cta.click();
  await expect
    .poll(() => queued(page, 'cta_clicked'))
    .toContainEqual({
      cta_name: name,
      page_path: pagePath,
    });
  await expect
    .poll(() => queued(page, 'click'))
    .toContainEqual({
      event_category: 'cta',
      event_label: name,
      cta_name: name,
      page_path: pagePath,
    });
}

test('the home page: both hero buttons and the contact section', async ({ page }) => {
  await openWithTag(page, '/');
  await expectCtaEvents(
    page,
    page.getByRole('link', { name: hero.primaryCta }),
    CTA_NAMES.heroServices,
    '/',
  );
  await expectCtaEvents(
    page,
    page.getByRole('link', { name: hero.secondaryCta }),
    CTA_NAMES.heroContact,
    '/',
  );
  const whatsapp = page.getByRole('link', { name: contactSection.whatsappCta });
  // Rendered where it lands before the click (see calls-to-action.desktop.spec.ts).
  await whatsapp.scrollIntoViewIfNeeded();
  await untilIdle(page);
  await expectCtaEvents(page, whatsapp, CTA_NAMES.homeWhatsapp, '/');
  // The button's own events still go beside them.
  await expect.poll(() => queued(page, 'contact')).toHaveLength(1);
  await expectCtaEvents(
    page,
    page.getByRole('link', { name: contactSection.linkedinCta }),
    CTA_NAMES.homeLinkedin,
    '/',
  );
  // Nothing else was counted as a call to action.
  expect((await queued(page, 'cta_clicked')).map((event) => event.cta_name)).toEqual([
    CTA_NAMES.heroServices,
    CTA_NAMES.heroContact,
    CTA_NAMES.homeWhatsapp,
    CTA_NAMES.homeLinkedin,
  ]);
});

test('a service page: the chat button, with its conversion, and the self-diagnosis invitation', async ({
  page,
}) => {
  await openWithTag(page, consultingPage.path);
  const chat = page.getByRole('link', { name: consultingPage.cta.label, exact: true }).first();
  await expectCtaEvents(page, chat, consultingPage.cta.ctaName, consultingPage.path);
  await expect
    .poll(() => queued(page, 'conversion'))
    .toContainEqual(
      expect.objectContaining({
        page_name: 'consulting_page',
        conversion_action: 'consultation_request',
      }),
    );
  const invitation = page.getByRole('link', { name: diagnosisText.invitation }).first();
  await expectCtaEvents(page, invitation, CTA_NAMES.diagnosisInvitation, consultingPage.path);
});

test('an article: the floating chat, beside click_cta, and the consultation button', async ({
  page,
}) => {
  await openWithTag(page, dataLakes.path);
  const chat = page.locator('a.floating-chat');
  await expectCtaEvents(page, chat, 'agendar_consultoria_data_lake', dataLakes.path);
  await expect.poll(() => queued(page, 'click_cta')).toHaveLength(1);
  // Last: it takes the visitor to the home page's contact section.
  const consultation = page.getByRole('link', { name: blogText.ctaLink, exact: true });
  await consultation.scrollIntoViewIfNeeded();
  await expectCtaEvents(page, consultation, CTA_NAMES.articleConsultation, dataLakes.path);
});

test('/servicios/ and the self-diagnosis: their buttons', async ({ page }) => {
  await openWithTag(page, '/servicios/');
  await expectCtaEvents(
    page,
    page.getByRole('link', { name: servicesOverview.start.linkLabel }),
    CTA_NAMES.servicesStart,
    '/servicios/',
  );
  await openWithTag(page, diagnosisText.path);
  await expectCtaEvents(
    page,
    page.getByRole('button', { name: diagnosisText.start }),
    CTA_NAMES.diagnosisStart,
    diagnosisText.path,
  );
});

test('a visit through a newsletter link sends email_campaign_click with its UTM parameters', async ({
  page,
}) => {
  await gotoReady(
    page,
    '/blog/?utm_source=boletin&utm_medium=email&utm_campaign=noviembre-2026&utm_content=boton',
  );
  await expect
    .poll(() => queued(page, 'email_campaign_click'))
    .toEqual([
      { campaign: 'noviembre-2026', source: 'boletin', content: 'boton', page_path: '/blog/' },
    ]);
});

test('another campaign, or none, sends no email_campaign_click', async ({ page }) => {
  await gotoReady(page, '/blog/?utm_source=linkedin&utm_medium=social&utm_campaign=noviembre');
  await expect.poll(() => tagLoaded(page)).toBe(true);
  await expect.poll(() => queued(page, 'cta_clicked')).toEqual([]);
  expect(await queued(page, 'email_campaign_click')).toEqual([]);
});

test.describe('after a rejection', () => {
  test.use({ storedConsent: 'false' });

  test('a call to action sends nothing', async ({ page }) => {
    await gotoReady(page, '/');
    await page.evaluate(() =>
      document.addEventListener('click', (event) => event.preventDefault()),
    );
    await page.getByRole('link', { name: hero.primaryCta }).click();
    expect(await tagLoaded(page)).toBe(false);
    expect(
      await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? null),
    ).toBeNull();
  });
});

// The harness itself (fixtures.ts, testing/chromium.ts): only this machine's own address is
// reachable. `*.localhost` is this machine to Chromium without asking any DNS, so a browser
// started without the resolver's rule would load the site by that name.
test('the test browser reaches no host but 127.0.0.1, and the specs see the attempt', async ({
  page,
  baseURL,
  externalRequests,
}) => {
  const elsewhere = `http://elsewhere.localhost:${new URL(baseURL ?? '').port}/`;
  const failure = await page.goto(elsewhere).then(
    () => 'loaded',
    (error: Error) => error.message,
  );
  expect(failure).toContain('ERR_NAME_NOT_RESOLVED');
  expect(externalRequests).toEqual([elsewhere]);
});
