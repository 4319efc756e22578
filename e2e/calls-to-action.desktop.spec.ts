/**
 * Every call to action of the home page and the four service pages: exact chat link (phone and
 * decoded Spanish message), new-tab attributes, and the analytics calls made on click. The test
 * defines window.gtag before the page loads and records what the site hands to it.
 */
import type { Locator, Page } from '@playwright/test';
import { contactSection } from '../content/home';
import { aiPage, analysisPage, consultingPage, databasePage } from '../content/services';
import { DEFAULTS } from '../lib/config/site-env';
import { expect, test } from './fixtures';
import { gotoReady, untilIdle } from './site';
import { gtagCalls, recordGtag } from './tag';

const PHONE = DEFAULTS.whatsappNumber;

test.beforeEach(async ({ context }) => {
  await recordGtag(context);
});

function chatLink(href: string | null) {
  const url = new URL(href ?? '');
  return { origin: url.origin, path: url.pathname, text: url.searchParams.get('text') };
}

test('home contact button opens the chat in a new tab and records contact and whatsapp_click', async ({
  page,
  context,
}) => {
  await gotoReady(page, '/');
  const button = page
    .getByRole('region', { name: contactSection.heading })
    .getByRole('link', { name: /Escríbenos por WhatsApp/ });
  expect(chatLink(await button.getAttribute('href'))).toEqual({
    origin: 'https://wa.me',
    path: `/${PHONE}`,
    text: contactSection.whatsappMessage,
  });
  await expect(button).toHaveAttribute('target', '_blank');
  await expect(button).toHaveAttribute('rel', 'noopener noreferrer');

  const chatOpened = context.waitForEvent('request', (request) =>
    request.url().startsWith(`https://wa.me/${PHONE}?`),
  );
  // A jump to the end of the page renders the deferred sections near it (content-visibility,
  // app/globals.css), which can move the button by a few hundred pixels a frame after the jump:
  // a click in that frame landed beside it (4 clicks in 60 on a loaded machine). A visitor sees
  // the page before tapping; the click comes once it has rendered and gone idle.
  await button.scrollIntoViewIfNeeded();
  await untilIdle(page);
  await button.click();
  await chatOpened;
  // The event catalogue loads on the first event measured (lib/analytics/measure.ts).
  await expect
    .poll(() => gtagCalls(page))
    .toEqual([
      [
        'event',
        'contact',
        { method: 'WhatsApp', content: 'agenda_sesion_gratuita', item_id: 'home_contacto' },
      ],
      [
        'event',
        'whatsapp_click',
        {
          event_category: 'engagement',
          event_label: 'home_contacto - agenda_sesion_gratuita',
          value: 1,
        },
      ],
    ]);
});

test('hero buttons lead to the services and contact sections', async ({ page }) => {
  await gotoReady(page, '/');
  const discover = page.getByRole('link', { name: 'Ver nuestros servicios' });
  await expect(discover).toHaveAttribute('href', '/#servicios');
  await discover.click();
  await expect(page).toHaveURL(/#servicios$/);
  await expect(
    page.getByRole('heading', { name: 'Empieza por donde tenga más sentido para ti' }),
  ).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'Ir a contacto' }).click();
  await expect(page).toHaveURL(/#contacto$/);
  await expect(page.getByRole('heading', { name: contactSection.heading })).toBeInViewport();
});

const trackedPages = [
  {
    page: consultingPage,
    conversion: {
      page_name: 'consulting_page',
      conversion_action: 'consultation_request',
      value: 100,
      currency: 'USD',
    },
  },
  {
    page: aiPage,
    conversion: {
      page_name: 'ai_page',
      conversion_action: 'ai_inquiry',
      value: 50,
      currency: 'USD',
    },
  },
];

type ServicePage = (typeof trackedPages)[number]['page'] | typeof databasePage;

/** The spec's button labels (decision 13), written out: QA flows find the buttons by them. */
const SPEC_LABELS: Record<ServicePage['slug'], string> = {
  consultoria: 'Agenda tu consultoría gratuita',
  'base-de-datos': 'Solicita más información',
  analisis: 'Solicita una demo',
  'inteligencia-artificial': 'Explora las posibilidades',
};

/**
 * The page's chat button at its top (the hero) or in its closing section, after the content,
 * found by its whole accessible name.
 */
function serviceCta(page: Page, service: ServicePage, where: 'top' | 'closing'): Locator {
  const scope =
    where === 'top'
      ? page.locator('main section').first()
      : page.getByRole('region', { name: service.closing.title });
  return scope.getByRole('link', { name: SPEC_LABELS[service.slug], exact: true });
}

const PLACES = ['top', 'closing'] as const;

for (const { page: service, conversion } of trackedPages) {
  for (const where of PLACES)
    test(`${service.title}: "${service.cta.label}" (${where}) records the conversion and opens the chat in a new tab`, async ({
      page,
      context,
    }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await gotoReady(page, service.path);
      const button = serviceCta(page, service, where);
      expect(chatLink(await button.getAttribute('href'))).toEqual({
        origin: 'https://wa.me',
        path: `/${PHONE}`,
        text: service.cta.message,
      });
      await expect(button).toHaveAttribute('target', '_blank');
      await expect(button).toHaveAttribute('rel', 'noopener noreferrer');

      const chatOpened = context.waitForEvent('request', (request) =>
        request.url().startsWith(`https://wa.me/${PHONE}?`),
      );
      const newTab = context.waitForEvent('page');
      await button.click();
      await Promise.all([chatOpened, newTab]);
      // The chat opens in another tab; this page stays where it is.
      expect(context.pages()).toHaveLength(2);
      expect(new URL(page.url()).pathname).toBe(service.path);
      await expect.poll(() => gtagCalls(page)).toEqual([['event', 'conversion', conversion]]);
      // The spec's debugging alert is gone: nothing blocks the visitor.
      expect(dialogs).toEqual([]);
    });
}

for (const service of [databasePage, analysisPage]) {
  for (const where of PLACES)
    test(`${service.title}: "${service.cta.label}" (${where}) is a plain link to the chat`, async ({
      page,
    }) => {
      await gotoReady(page, service.path);
      const button = serviceCta(page, service, where);
      expect(chatLink(await button.getAttribute('href'))).toEqual({
        origin: 'https://wa.me',
        path: `/${PHONE}`,
        text: service.cta.message,
      });
      await expect(button).not.toHaveAttribute('target');
      const navigation = page.waitForRequest((request) =>
        request.url().startsWith(`https://wa.me/${PHONE}`),
      );
      await button.click();
      await navigation;
      expect(await gtagCalls(page).catch(() => [])).toEqual([]);
    });
}

test('every service page closes with its chat button, after all its content', async ({ page }) => {
  for (const service of [consultingPage, databasePage, analysisPage, aiPage]) {
    await gotoReady(page, service.path);
    const sections = page.locator('main > section');
    await expect(sections.last()).toHaveAccessibleName(service.closing.title);
    await expect(serviceCta(page, service, 'closing')).toHaveAttribute(
      'href',
      (await serviceCta(page, service, 'top').getAttribute('href')) ?? 'missing',
    );
    expect(await sections.count()).toBeGreaterThanOrEqual(3);
  }
});

test('every chat message is different and in Spanish', async () => {
  const messages = [
    contactSection.whatsappMessage,
    consultingPage.cta.message,
    databasePage.cta.message,
    analysisPage.cta.message,
    aiPage.cta.message,
  ];
  expect(new Set(messages).size).toBe(messages.length);
  for (const message of messages) expect(message).toMatch(/^Hola, /);
});

test('service cards on the home page lead to each service page', async ({ page }) => {
  await gotoReady(page, '/');
  for (const service of [consultingPage, databasePage, analysisPage, aiPage]) {
    const link = page.getByRole('link', {
      name: new RegExp(`Ver el servicio: ${service.title}`),
    });
    await expect(link).toHaveAttribute('href', service.path);
  }
  await page.getByRole('link', { name: new RegExp(`Ver el servicio: ${aiPage.title}`) }).click();
  await expect(page).toHaveURL(new RegExp(`${aiPage.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: aiPage.title })).toBeVisible();
});
