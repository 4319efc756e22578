/**
 * The two privacy notices on the exported site: structure, the responsible party from the site
 * config, revision dates, language markup, cross-links, hreflang alternates and the control that
 * takes back the cookie choice.
 */
import type { Locator, Page } from '@playwright/test';
import { DEFAULTS } from '../lib/config/site-env';
import { CONSENT_STORAGE_KEY } from '../lib/analytics/cookie-choice';
import { GA_DISABLE_FLAG } from './tag';
import { cookieBanner, gotoReady, readLocalStorage, themeToggle } from './site';
import { expect, test, visitOnce } from './fixtures';

const SITE_URL = 'https://hanzo.mx';
const REVISED_ISO = '2026-11-28';

interface NoticeCase {
  path: string;
  lang: string;
  title: string;
  revised: string;
  revisedLabel: string;
  toc: string;
  headings: string[];
  other: { link: string; path: string; lang: string; title: string };
  choice: {
    button: string;
    accepted: string;
    rejected: string;
    undecided: string;
    reopened: RegExp;
  };
}

const SPANISH: NoticeCase = {
  path: '/privacidad/',
  lang: 'es-MX',
  title: 'Aviso de privacidad',
  revised: '28 de noviembre de 2026',
  revisedLabel: 'Última actualización:',
  toc: 'Contenido del aviso',
  headings: [
    'Quiénes somos y qué cubre este aviso',
    'Datos personales que recabamos',
    'Cookies, Google Analytics y almacenamiento en tu navegador',
    'Para qué usamos tus datos y con qué fundamento',
    'Con quién compartimos tus datos',
    'Tus derechos y cómo ejercerlos',
    'Cómo protegemos tus datos',
    'Cambios a este aviso',
    'Contacto',
  ],
  other: {
    link: 'Read this notice in English',
    path: '/privacy/',
    lang: 'en',
    title: 'Privacy notice',
  },
  choice: {
    button: 'Cambiar mi elección de cookies',
    accepted: 'Tu elección actual: aceptaste las cookies de análisis.',
    rejected: 'Tu elección actual: rechazaste las cookies de análisis.',
    undecided: 'Tu elección actual: todavía no eliges.',
    reopened: /el aviso de cookies está abierto de nuevo/,
  },
};

const ENGLISH: NoticeCase = {
  path: '/privacy/',
  lang: 'en',
  title: 'Privacy notice',
  revised: 'November 28, 2026',
  revisedLabel: 'Last updated:',
  toc: 'Contents of this notice',
  headings: [
    'Who we are and what this notice covers',
    'Personal data we collect',
    'Cookies, Google Analytics and storage in your browser',
    'Why we use your data and on what legal basis',
    'Who we share your data with',
    'Your rights and how to exercise them',
    'How we protect your data',
    'Changes to this notice',
    'Contact',
  ],
  other: {
    link: 'Leer este aviso en español',
    path: '/privacidad/',
    lang: 'es-MX',
    title: 'Aviso de privacidad',
  },
  choice: {
    button: 'Change my cookie choice',
    accepted: 'Your current choice: you accepted analytics cookies.',
    rejected: 'Your current choice: you rejected analytics cookies.',
    undecided: 'Your current choice: you have not chosen yet.',
    reopened: /the cookie banner is open again/,
  },
};

const numbered = (headings: string[]) => headings.map((text, index) => `${index + 1}. ${text}`);

function notice(page: Page): Locator {
  return page.getByRole('article');
}

function choiceControl(page: Page): Locator {
  return page.getByTestId('cookie-choice');
}

async function gaDisableFlag(page: Page): Promise<unknown> {
  return page.evaluate(
    (flag) => (window as unknown as Record<string, unknown>)[flag],
    GA_DISABLE_FLAG,
  );
}

for (const expected of [SPANISH, ENGLISH]) {
  test.describe(`${expected.path}`, () => {
    const visit = visitOnce(expected.path);

    test('one h1 and nine numbered sections with the expected headings, in order', async () => {
      const page = visit();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title);

      const article = notice(page);
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(
        numbered(expected.headings),
      );
      for (const name of numbered(expected.headings)) {
        await expect(article.getByRole('region', { name, exact: true })).toBeVisible();
      }

      // Heading levels never skip one (h1, then h2, then h3).
      const levels = await article
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
      expect(levels[0]).toBe(1);
      levels.slice(1).forEach((level, index) => {
        expect(level - (levels[index] ?? 0)).toBeLessThanOrEqual(1);
      });
    });

    test('names the responsible party, its address and email from the site config', async () => {
      const page = visit();
      const [first] = numbered(expected.headings);
      const last = numbered(expected.headings).at(-1) ?? '';
      for (const name of [first ?? '', last]) {
        const section = notice(page).getByRole('region', { name, exact: true });
        await expect(section).toContainText(DEFAULTS.legalName);
        await expect(section).toContainText(DEFAULTS.address);
        const mail = section.getByRole('link', { name: DEFAULTS.contactEmail });
        await expect(mail).toHaveAttribute('href', `mailto:${DEFAULTS.contactEmail}`);
      }
    });

    test('shows the fixed revision date in the notice language', async () => {
      const page = visit();
      const revised = page.getByTestId('privacy-revised');
      await expect(revised).toHaveText(`${expected.revisedLabel} ${expected.revised}`);
      await expect(revised.locator('time')).toHaveAttribute('datetime', REVISED_ISO);
    });

    test('marks the notice with its language; the site header and footer stay Spanish', async () => {
      const page = visit();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
      await expect(notice(page)).toHaveAttribute('lang', expected.lang);
      const languageOf = (locator: Locator) =>
        locator.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'));
      expect(await languageOf(page.getByRole('heading', { level: 1 }))).toBe(expected.lang);
      expect(await languageOf(notice(page).getByRole('heading', { level: 2 }).last())).toBe(
        expected.lang,
      );
      expect(await languageOf(page.getByRole('banner'))).toBe('es-MX');
      expect(await languageOf(page.getByRole('contentinfo'))).toBe('es-MX');
      // The header's controls keep their Spanish names.
      expect(await languageOf(themeToggle(page))).toBe('es-MX');
    });

    test('links to the notice in the other language, which links back', async ({ page }) => {
      await gotoReady(page, expected.path);
      const link = notice(page).getByRole('link', { name: expected.other.link });
      await expect(link).toHaveAttribute('href', expected.other.path);
      await expect(link).toHaveAttribute('hreflang', expected.other.lang);
      await expect(link).toHaveAttribute('lang', expected.other.lang);

      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === expected.other.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.other.title);
      const otherNotice = expected === SPANISH ? ENGLISH : SPANISH;
      const back = notice(page).getByRole('link', { name: otherNotice.other.link });
      await expect(back).toHaveAttribute('href', expected.path);
      await back.click();
      await expect(page).toHaveURL((url) => url.pathname === expected.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title);
    });

    test('declares both languages as alternates and itself as canonical', async () => {
      const page = visit();
      const alternate = (lang: string) =>
        page.locator(`head link[rel="alternate"][hreflang="${lang}"]`);
      await expect(alternate('es-MX')).toHaveAttribute('href', `${SITE_URL}/privacidad/`);
      await expect(alternate('en')).toHaveAttribute('href', `${SITE_URL}/privacy/`);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${SITE_URL}${expected.path}`,
      );
    });

    test('the table of contents leads to each section', async ({ page }) => {
      await gotoReady(page, expected.path);
      const toc = page.getByRole('navigation', { name: expected.toc });
      const links = toc.getByRole('link');
      await expect(links).toHaveText(numbered(expected.headings));

      const lastHeading = numbered(expected.headings).at(-1) ?? '';
      const target = notice(page).getByRole('heading', { level: 2, name: lastHeading });
      await expect(target).not.toBeInViewport();
      await links.last().click();
      await expect(target).toBeInViewport();
      const hash = await links.last().getAttribute('href');
      expect(hash).toMatch(/^#[a-z-]+$/);
      await expect(page).toHaveURL((url) => url.hash === hash);
    });
  });
}

test.describe('changing the cookie choice after accepting', () => {
  test.use({ storedConsent: 'true' });

  test('clears the choice and the analytics cookies, stops measurement and asks again', async ({
    page,
    context,
    baseURL,
  }) => {
    const host = new URL(baseURL ?? 'http://127.0.0.1').hostname;
    await context.addCookies(
      ['_ga', '_ga_TEST000000', 'unrelated'].map((name) => ({
        name,
        value: 'x',
        domain: host,
        path: '/',
      })),
    );
    await gotoReady(page, SPANISH.path);
    const control = choiceControl(page);
    await expect(control).toContainText(SPANISH.choice.accepted);
    await expect(cookieBanner(page)).toHaveCount(0);

    await control.getByRole('button', { name: SPANISH.choice.button }).click();

    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    await expect(
      banner.getByRole('heading', { name: 'Tu privacidad es importante' }),
    ).toBeFocused();
    await expect(control.getByRole('status')).toHaveText(SPANISH.choice.reopened);
    await expect(control).toContainText(SPANISH.choice.undecided);
    expect(await readLocalStorage(page, CONSENT_STORAGE_KEY)).toBeNull();
    expect(await gaDisableFlag(page)).toBe(true);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).toContain('unrelated');
    expect(names.filter((name) => name.startsWith('_ga'))).toEqual([]);

    await banner.getByRole('button', { name: 'Rechazar' }).click();
    await expect(banner).toHaveCount(0);
    expect(await readLocalStorage(page, CONSENT_STORAGE_KEY)).toBe('false');
    await expect(control).toContainText(SPANISH.choice.rejected);
    await expect(control.getByRole('status')).toHaveText('');
  });
});

test.describe('changing the cookie choice after rejecting', () => {
  test('on the English notice: the banner asks again and accepting is stored', async ({ page }) => {
    await gotoReady(page, ENGLISH.path);
    const control = choiceControl(page);
    await expect(control).toContainText(ENGLISH.choice.rejected);

    await control.getByRole('button', { name: ENGLISH.choice.button }).click();
    const status = control.getByRole('status');
    await expect(status).toHaveText(ENGLISH.choice.reopened);
    // The banner's Spanish button labels are marked as Spanish inside the English text.
    await expect(status.locator('[lang="es-MX"]')).toHaveText(['“Aceptar”', '“Rechazar”']);

    await cookieBanner(page).getByRole('button', { name: 'Aceptar' }).click();
    await expect(cookieBanner(page)).toHaveCount(0);
    expect(await readLocalStorage(page, CONSENT_STORAGE_KEY)).toBe('true');
    await expect(control).toContainText(ENGLISH.choice.accepted);
    expect(await gaDisableFlag(page)).toBe(false);
  });
});

test.describe('changing the cookie choice before choosing', () => {
  test.use({ storedConsent: null });

  test('brings back a banner that was closed with its close icon', async ({ page }) => {
    await gotoReady(page, SPANISH.path);
    await expect(cookieBanner(page)).toBeVisible();
    await cookieBanner(page).getByRole('button', { name: 'Cerrar aviso de cookies' }).click();
    await expect(cookieBanner(page)).toHaveCount(0);
    await expect(choiceControl(page)).toContainText(SPANISH.choice.undecided);

    await choiceControl(page).getByRole('button', { name: SPANISH.choice.button }).click();
    await expect(cookieBanner(page)).toBeVisible();
    expect(await readLocalStorage(page, CONSENT_STORAGE_KEY)).toBeNull();
  });
});
