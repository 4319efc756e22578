/**
 * The blog in the browser: the first page of every article, the two category pages with their
 * search over the whole category (the query lives in ?q=), and the article page (metadata, tags,
 * FAQ, references, call to action, related articles, floating chat, share menu, copy link and
 * the cover's widths; a failed cover: image-failure.spec.ts). Pagination, tag archives and the blog-wide search: blog-pages.desktop.spec.ts.
 * Behaviour that does not change with the width runs at 1280 px; what does (the card grid, the
 * cover's width) sets its own viewports.
 * Expected values come from the Markdown files the export was built from and from content/.
 */
import type { Locator, Page } from '@playwright/test';
import { contactSection } from '../content/home';
import {
  analysisTools,
  articleCount,
  blogCategories,
  blogText,
  searchResultCount,
} from '../content/blog-categories';
import type { ParsedArticle } from '../lib/blog/schema';
import { normalizeText } from '../lib/blog/search';
import { COVER_WIDTHS } from '../lib/blog/covers';
import { formatLongDateEs } from '../lib/format/dates';
import { DEFAULTS } from '../lib/config/site-env';
import {
  PER_PAGE,
  articleBySlug,
  articles,
  categoryList,
  expectedSearch,
  expectedSubstringMatches,
  realArticles,
} from './blog-data';
import { expect, test } from './fixtures';
import { gotoReady } from './site';
import { gtagCalls, recordGtag } from './tag';

const SITE_URL = 'https://hanzo.mx';

const dataLakes = articleBySlug('data-lakes-arquitectura-moderna-pymes-startups');
const prediction = articleBySlug('prediccion-ventas-analisis-predictivo');
const kpis = articleBySlug('kpis-esenciales-pymes-que-medir');

function categoryBySlug(slug: string) {
  const found = blogCategories.find((category) => category.slug === slug);
  if (!found) throw new Error(`No existe la categoría ${slug}`);
  return found;
}

const aiCategory = categoryBySlug('inteligencia-artificial');
const analysisCategory = categoryBySlug('analisis-de-datos');
const analysisArticles = categoryList(analysisCategory.slug).all;

const articleUrl = (article: ParsedArticle) => `${SITE_URL}${article.path}`;
const readTimeText = (article: ParsedArticle) => `${article.readMinutes} min ${blogText.readTime}`;

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function endsWithPath(pathname: string, search = ''): RegExp {
  return new RegExp(`^[^?#]*${escapeRegExp(pathname)}${escapeRegExp(search)}$`);
}

declare global {
  interface Window {
    __openCalls?: unknown[][];
  }
}

async function gtagEvents(page: Page, name: string): Promise<unknown[][]> {
  const calls = await gtagCalls(page);
  return calls.filter((call) => call[0] === 'event' && call[1] === name);
}

// --- /blog -------------------------------------------------------------------------------------

// The card grid: one column on a phone, two on a tablet, three on a desktop.
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

test.describe('/blog', () => {
  test('shows the newest 12 articles with cover, category, title, excerpt, date, read time and link', async ({
    page,
  }) => {
    await gotoReady(page, '/blog/');
    await expect(page.getByRole('heading', { level: 1, name: blogText.allTitle })).toBeVisible();
    const firstPage = articles.slice(0, PER_PAGE);

    const grid = page.getByTestId('article-grid');
    const cards = grid.getByRole('article');
    await expect(cards).toHaveCount(firstPage.length);
    await expect(grid.getByRole('heading', { level: 2 })).toHaveText(
      firstPage.map((article) => article.title),
    );

    // The order on the page follows the dates the cards show.
    const dates = await grid
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates).toEqual(firstPage.map((article) => article.date));
    expect(dates).toEqual([...dates].sort().reverse());

    for (const [index, article] of firstPage.entries()) {
      const card = cards.nth(index);
      await expect(card.getByText(article.categoryName, { exact: true })).toBeVisible();
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(article.title);
      await expect(card.getByText(article.excerpt, { exact: true })).toBeVisible();
      const time = card.locator('time');
      await expect(time).toHaveAttribute('datetime', article.date);
      await expect(time).toHaveText(formatLongDateEs(article.date));
      await expect(card.getByText(readTimeText(article), { exact: true })).toBeVisible();
      const link = card.getByRole('link', {
        name: `${blogText.read}: ${article.title}`,
        exact: true,
      });
      await expect(link).toHaveAttribute('href', article.path);
      // The cover: the article's own picture, without text, lazy unless on the first screen.
      const cover = card.locator('img');
      await expect(cover).toHaveAttribute('src', `/covers/${article.slug}-1200.webp`);
      await expect(cover).toHaveAttribute('alt', '');
      await expect(cover).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
    }

    // The date and read time as a visitor reads them.
    const dataLakesCard = cards.filter({ hasText: dataLakes.title });
    await expect(dataLakesCard.locator('time')).toHaveText('3 de septiembre de 2025');
    await expect(dataLakesCard.getByText(/^\d+ min de lectura$/)).toHaveText(
      readTimeText(dataLakes),
    );
  });

  test('the date and the read time never break inside', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await gotoReady(page, '/blog/');
    const card = page.getByTestId('article-grid').getByRole('article').first();
    for (const part of [card.locator('time'), card.getByText(/^\d+ min de lectura$/)]) {
      // One line: its height is one line box.
      const { height, lineHeight } = await part.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(element).lineHeight),
      }));
      expect(height).toBeLessThan(lineHeight * 1.5);
    }
  });

  test('each "Leer" link leads to its article', async ({ page }) => {
    await gotoReady(page, '/blog/');
    for (const article of realArticles.slice(0, 3)) {
      await page
        .getByRole('link', { name: `${blogText.read}: ${article.title}`, exact: true })
        .click();
      await expect(page).toHaveURL(endsWithPath(article.path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await page.goBack();
      await expect(page).toHaveURL(endsWithPath('/blog/'));
      await expect(page.getByRole('heading', { level: 1, name: blogText.allTitle })).toBeVisible();
    }
  });
});

// --- Category pages ----------------------------------------------------------------------------

function searchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: blogText.searchLabel });
}

function resultCount(page: Page): Locator {
  return page.getByRole('search').getByRole('status');
}

/** Titles of the search results. */
function resultHeadings(page: Page): Locator {
  return page.getByTestId('search-results').getByRole('article').getByRole('heading');
}

/** Waits until the results on screen are those of `query`. */
async function resultsFor(page: Page, query: string) {
  await expect(page.getByTestId('search-results')).toHaveAttribute('data-query', query);
}

test.describe('category pages', () => {
  for (const { category, other } of [
    { category: aiCategory, other: analysisCategory },
    { category: analysisCategory, other: aiCategory },
  ]) {
    test(`${category.name}: breadcrumbs, back link, search, count, featured article, related topic`, async ({
      page,
    }) => {
      const { all, featured, rest } = categoryList(category.slug);
      await gotoReady(page, category.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.title);

      const breadcrumbs = page.getByRole('navigation', { name: blogText.breadcrumbLabel });
      const crumbs = breadcrumbs.getByRole('link');
      await expect(crumbs).toHaveText([blogText.home, blogText.blog]);
      await expect(crumbs.nth(0)).toHaveAttribute('href', '/');
      await expect(crumbs.nth(1)).toHaveAttribute('href', '/blog/');
      const current = breadcrumbs.locator('[aria-current="page"]');
      await expect(current).toHaveText(category.name);
      await expect(breadcrumbs.getByRole('link', { name: category.name })).toHaveCount(0);

      await expect(
        page.getByRole('link', { name: blogText.backToBlog, exact: true }),
      ).toHaveAttribute('href', '/blog/');

      await expect(searchBox(page)).toHaveAttribute('placeholder', category.searchPlaceholder);
      await expect(searchBox(page)).toHaveAttribute('type', 'search');
      await expect(searchBox(page)).toHaveValue('');
      await expect(resultCount(page)).toHaveText(articleCount(all.length));

      if (!featured) throw new Error(`${category.name} no tiene artículo destacado`);
      const featuredRegion = page.getByRole('region', { name: blogText.featured });
      await expect(featuredRegion.getByRole('heading', { level: 3 })).toHaveText(featured.title);
      await expect(
        featuredRegion.getByRole('link', { name: `${blogText.read}: ${featured.title}` }),
      ).toHaveAttribute('href', featured.path);

      const moreHeading = page.getByRole('heading', { level: 2, name: category.moreTitle });
      if (rest.length) {
        await expect(moreHeading).toHaveText(
          `${category.moreTitle} (${articleCount(rest.length)})`,
        );
        await expect(
          page.getByRole('region', { name: category.moreTitle }).getByRole('heading', { level: 3 }),
        ).toHaveText(rest.slice(0, PER_PAGE).map((article) => article.title));
        // "(N artículos)" stays on one line.
        const count = moreHeading.locator('span');
        const { height, lineHeight } = await count.evaluate((element) => ({
          height: element.getBoundingClientRect().height,
          lineHeight: parseFloat(getComputedStyle(element).lineHeight),
        }));
        expect(height).toBeLessThan(lineHeight * 1.5);
      } else {
        await expect(moreHeading).toHaveCount(0);
      }

      const tools = page.getByRole('region', { name: analysisTools.title });
      if (category === analysisCategory) {
        await expect(tools).toBeVisible();
        for (const tool of ['Power BI', 'Tableau', 'Python', 'Excel']) {
          await expect(tools.getByText(tool, { exact: true })).toBeVisible();
        }
      } else {
        await expect(tools).toHaveCount(0);
        await expect(page.getByText('Power BI', { exact: true })).toHaveCount(0);
      }

      const topics = page.getByRole('region', { name: blogText.relatedTopics });
      const tile = topics.getByRole('link');
      await expect(tile).toHaveCount(1);
      await expect(tile).toHaveAttribute('href', other.path);
      await expect(tile).toContainText(other.relatedTopic.title);
      await tile.click();
      await expect(page).toHaveURL(endsWithPath(other.path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title);
    });
  }
});

test.describe('search on the analysis page', () => {
  test('typing searches the whole category, ignores case and accents, and keeps the query in the URL', async ({
    page,
    pageErrors,
  }) => {
    await gotoReady(page, analysisCategory.path);
    await searchBox(page).pressSequentially('PREDICCION');
    await resultsFor(page, 'PREDICCION');
    const expected = expectedSearch('PREDICCION', analysisCategory.slug);
    expect(expected).toContain(prediction);
    await expect(resultHeadings(page).first()).toHaveText(prediction.title);
    await expect(resultCount(page)).toHaveText(searchResultCount(expected.length, 'PREDICCION'));
    await expect(page).toHaveURL(endsWithPath(analysisCategory.path, '?q=PREDICCION'));
    await expect(page.getByRole('region', { name: blogText.featured })).toHaveCount(0);

    await page.reload();
    await expect(searchBox(page)).toHaveValue('PREDICCION');
    await resultsFor(page, 'PREDICCION');
    await expect(resultHeadings(page).first()).toHaveText(prediction.title);
    await expect(resultCount(page)).toHaveText(searchResultCount(expected.length, 'PREDICCION'));
    expect(pageErrors).toEqual([]);
  });

  test('a fragment typed from inside a word finds the article, in this category only', async ({
    page,
  }) => {
    // "ashboard" is inside "dashboards" in the visualisation article's title.
    const visualization = articleBySlug('visualizacion-datos-excel-dashboards-interactivos');
    const expected = expectedSearch('ashboard', analysisCategory.slug);
    expect(expectedSubstringMatches('ashboard', analysisCategory.slug)[0]).toBe(visualization);
    expect(expectedSearch('ashboard').length).toBeGreaterThan(expected.length);

    await gotoReady(page, analysisCategory.path);
    await searchBox(page).pressSequentially('ashboard');
    await resultsFor(page, 'ashboard');
    await expect(resultHeadings(page).first()).toHaveText(visualization.title);
    await expect(resultCount(page)).toHaveText(searchResultCount(expected.length, 'ashboard'));
  });

  test('a shared search URL opens with the results, from this category only', async ({ page }) => {
    await gotoReady(page, `${analysisCategory.path}?q=kpi`);
    await expect(searchBox(page)).toHaveValue('kpi');
    await resultsFor(page, 'kpi');
    const expected = expectedSearch('kpi', analysisCategory.slug);
    expect(expected).toContain(kpis);
    await expect(resultHeadings(page).first()).toHaveText(kpis.title);
    await expect(resultCount(page)).toHaveText(searchResultCount(expected.length, 'kpi'));
    // The status names the query it counts for.
    await expect(resultCount(page)).toHaveText(/^\d+ artículos? para “kpi”$/);
    expect(expectedSearch('kpi').length).toBeGreaterThanOrEqual(expected.length);
  });

  test('a word that only appears in the tags finds the article', async ({ page }) => {
    // A tag of an analysis article absent from its title, excerpt and body.
    const match = analysisArticles
      .flatMap((article) => article.tags.map((tag) => ({ article, tag })))
      .find(
        ({ article, tag }) =>
          !normalizeText(`${article.title} ${article.excerpt} ${article.body}`).includes(
            normalizeText(tag),
          ),
      );
    if (!match) throw new Error('Ningún artículo tiene una etiqueta fuera de su texto');
    const expected = expectedSearch(match.tag, analysisCategory.slug);
    expect(expected).toContain(match.article);

    await gotoReady(page, analysisCategory.path);
    await searchBox(page).fill(match.tag);
    await resultsFor(page, match.tag);
    await expect(resultCount(page)).toHaveText(searchResultCount(expected.length, match.tag));
    await expect(
      page
        .getByTestId('search-results')
        .getByRole('link', { name: `${blogText.read}: ${match.article.title}` }),
    ).toHaveCount(expected.indexOf(match.article) < PER_PAGE ? 1 : 0);
  });

  test('no match shows the empty state; "Borrar búsqueda" restores the list and focuses the box', async ({
    page,
  }) => {
    const { rest } = categoryList(analysisCategory.slug);
    await gotoReady(page, analysisCategory.path);
    await searchBox(page).fill('zzqx sin resultados');
    await expect(page.getByText(blogText.emptySearch, { exact: true })).toBeVisible();
    await expect(resultHeadings(page)).toHaveCount(0);
    await expect(resultCount(page)).toHaveText(searchResultCount(0, 'zzqx sin resultados'));
    await expect(page).toHaveURL(/\?q=/);

    await page
      .getByTestId('search-results')
      .getByRole('button', { name: blogText.clearSearch })
      .click();
    await expect(searchBox(page)).toBeFocused();
    await expect(
      page.getByRole('region', { name: analysisCategory.moreTitle }).getByRole('article'),
    ).toHaveCount(Math.min(rest.length, PER_PAGE));
    await expect(resultCount(page)).toHaveText(articleCount(analysisArticles.length));
    await expect(searchBox(page)).toHaveValue('');
    await expect(page).toHaveURL(endsWithPath(analysisCategory.path));
    await expect(page.getByText(blogText.emptySearch, { exact: true })).toHaveCount(0);

    // The clear button inside the box does the same.
    await searchBox(page).fill('kpi');
    await page.getByRole('search').getByRole('button', { name: blogText.clearSearch }).click();
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
  });

  test('markup in the query is shown as typed and never injected', async ({ page, pageErrors }) => {
    await gotoReady(page, analysisCategory.path);
    const query = '<b>datos</b><img src=x onerror="window.__injected=1">';
    await searchBox(page).fill(query);
    await expect(searchBox(page)).toHaveValue(query);
    await resultsFor(page, query);
    await expect(resultCount(page)).toHaveText(
      searchResultCount(expectedSearch(query, analysisCategory.slug).length, query),
    );
    const main = page.getByRole('main');
    await expect(main.locator('b')).toHaveCount(0);
    await expect(main.locator('img[src="x"]')).toHaveCount(0);

    // The same query arriving through a shared URL.
    await gotoReady(page, `${analysisCategory.path}?q=${encodeURIComponent(query)}`);
    await expect(searchBox(page)).toHaveValue(query);
    await resultsFor(page, query);
    await expect(main.locator('b')).toHaveCount(0);
    await expect(main.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBe(
      undefined,
    );
    expect(pageErrors).toEqual([]);
  });

  test('a 2,000-character query does not break the page', async ({ page, pageErrors }) => {
    await gotoReady(page, analysisCategory.path);
    const query = 'análisis '.repeat(223).slice(0, 2000);
    expect(query).toHaveLength(2000);
    await searchBox(page).fill(query);
    await expect(searchBox(page)).toHaveValue(query);
    await resultsFor(page, query);
    await expect(resultCount(page)).toHaveText(
      searchResultCount(expectedSearch(query, analysisCategory.slug).length, query),
    );
    expect(new URL(page.url()).searchParams.get('q')).toBe(query);
    // No horizontal scroll appears.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);

    await searchBox(page).fill('x'.repeat(2000));
    await resultsFor(page, 'x'.repeat(2000));
    await expect(resultCount(page)).toHaveText(searchResultCount(0, 'x'.repeat(2000)));
    await page
      .getByTestId('search-results')
      .getByRole('button', { name: blogText.clearSearch })
      .click();
    await expect(resultCount(page)).toHaveText(articleCount(analysisArticles.length));
    expect(pageErrors).toEqual([]);
  });
});

// --- Article page ------------------------------------------------------------------------------

function articleHeader(page: Page): Locator {
  return page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
}

test.describe('article page', () => {
  test('data lakes: title, category, author, date, read time, tags, FAQ and references', async ({
    page,
  }) => {
    await gotoReady(page, dataLakes.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dataLakes.title);

    const header = articleHeader(page);
    await expect(
      header.getByRole('link', { name: dataLakes.categoryName, exact: true }),
    ).toHaveAttribute('href', analysisCategory.path);
    await expect(header.getByText(dataLakes.author, { exact: true })).toBeVisible();
    await expect(header.locator('time')).toHaveAttribute('datetime', dataLakes.date);
    await expect(header.locator('time')).toHaveText('3 de septiembre de 2025');
    await expect(header.getByText(readTimeText(dataLakes), { exact: true })).toBeVisible();

    await expect(page.getByTestId('article-tags').getByRole('listitem')).toHaveText(dataLakes.tags);

    const faq = dataLakes.faq ?? [];
    expect(faq.length).toBeGreaterThan(0);
    const faqRegion = page.getByRole('region', { name: blogText.faq });
    for (const entry of faq) {
      const answer = faqRegion.getByText(entry.answer, { exact: true });
      await expect(answer).toBeHidden();
      // The question is the summary (followed by a decorative "+").
      await faqRegion.getByText(entry.question).click();
      await expect(answer).toBeVisible();
    }

    const references = dataLakes.references ?? [];
    expect(references.length).toBeGreaterThan(0);
    const links = page.getByRole('region', { name: blogText.references }).getByRole('link');
    await expect(links).toHaveText(references.map((reference) => reference.title));
    for (const [index, reference] of references.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute('href', reference.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('related articles link to their pages', async ({ page }) => {
    await gotoReady(page, dataLakes.path);
    const related = dataLakes.relatedPosts.map(articleBySlug);
    const region = page.getByRole('region', { name: blogText.relatedArticles });
    const links = region.getByRole('link');
    await expect(region.getByRole('heading', { level: 3 })).toHaveText(
      related.map((article) => article.title),
    );
    await expect(links).toHaveCount(related.length);
    for (const [index, article] of related.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(`${blogText.read}: ${article.title}`);
      await expect(links.nth(index)).toHaveAttribute('href', article.path);
    }
    const first = related[0];
    if (!first) throw new Error('Sin artículos relacionados');
    await links.first().click();
    await expect(page).toHaveURL(endsWithPath(first.path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  });

  test('"Agendar consultoría gratuita" leads to the contact section of the home page', async ({
    page,
  }) => {
    await gotoReady(page, dataLakes.path);
    const cta = page.getByRole('region', { name: blogText.ctaTitle });
    await expect(cta.getByText(blogText.ctaNote, { exact: true })).toBeVisible();
    // The spec's words (decision 8), written out.
    await expect(cta.getByText('Solo toma 30 minutos')).toBeVisible();
    const link = cta.getByRole('link', { name: 'Agendar consultoría gratuita', exact: true });
    await expect(link).toHaveAttribute('href', '/#contacto');
    await link.click();
    await expect(page).toHaveURL(/^[^?#]*:\d+\/#contacto$/);
    await expect(page.getByRole('heading', { name: contactSection.heading })).toBeInViewport();
  });
});

// --- Floating chat -----------------------------------------------------------------------------

function floatingChat(page: Page): Locator {
  return page.getByRole('link', { name: new RegExp(`^${escapeRegExp(blogText.floatingChat)}`) });
}

test.describe('floating chat', () => {
  test('an article with a floating chat shows it, opens the chat and records the clicks; one without shows none', async ({
    page,
    context,
  }) => {
    const withChat = realArticles.find((article) => article.floatingChat);
    const chat = withChat?.floatingChat;
    if (!withChat || !chat) throw new Error('Ningún artículo tiene floatingChat');
    const number = chat.secondaryNumber
      ? DEFAULTS.whatsappNumberSecondary
      : DEFAULTS.whatsappNumber;
    const withoutChat = realArticles.find((article) => !article.floatingChat);
    if (!withoutChat) throw new Error('Todos los artículos tienen floatingChat');
    await recordGtag(page);

    await gotoReady(page, withoutChat.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withoutChat.title);
    await expect(floatingChat(page)).toHaveCount(0);

    await gotoReady(page, withChat.path);
    const button = floatingChat(page);
    await expect(button).toBeVisible();
    const href = new URL((await button.getAttribute('href')) ?? '');
    expect({
      origin: href.origin,
      path: href.pathname,
      text: href.searchParams.get('text'),
    }).toEqual({
      origin: 'https://wa.me',
      path: `/${number}`,
      text: chat.message,
    });
    await expect(button).toHaveAttribute('target', '_blank');
    await expect(button).toHaveAttribute('rel', 'noopener noreferrer');

    const chatOpened = context.waitForEvent('request', (request) =>
      request.url().startsWith(`https://wa.me/${number}?`),
    );
    const newTab = context.waitForEvent('page');
    await button.click();
    await Promise.all([chatOpened, newTab]);
    expect(new URL(page.url()).pathname).toBe(withChat.path);
    await expect
      .poll(() => gtagEvents(page, 'click_cta'))
      .toEqual([['event', 'click_cta', { cta_name: chat.ctaName, article_slug: withChat.slug }]]);
    await expect
      .poll(() => gtagEvents(page, 'click_whatsapp'))
      .toEqual([
        ['event', 'click_whatsapp', { cta_name: chat.ctaName, article_slug: withChat.slug }],
      ]);
  });
});

// --- Share menu --------------------------------------------------------------------------------

const SHARE_NAME = 'hanzo-compartir';
const SHARE_FEATURES = 'width=600,height=400,noopener,noreferrer';

function shareButton(page: Page): Locator {
  return page.getByRole('button', { name: blogText.share, exact: true });
}

/** Replaces window.open before load: records its arguments and opens nothing. */
async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    window.__openCalls = [];
    window.open = (...args: unknown[]) => {
      window.__openCalls?.push(args);
      return null;
    };
  });
}

test.describe('share menu', () => {
  test('opens and closes with the mouse, Escape and the keyboard', async ({ page }) => {
    await gotoReady(page, dataLakes.path);
    const trigger = shareButton(page);
    const options = [
      page.getByRole('button', { name: `${blogText.shareOn} LinkedIn`, exact: true }),
      page.getByRole('button', { name: `${blogText.shareOn} X`, exact: true }),
      page.getByRole('button', { name: `${blogText.shareOn} Facebook`, exact: true }),
      page.getByRole('button', { name: blogText.copyLink, exact: true }),
    ];

    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    for (const option of options) await expect(option).toBeHidden();
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const option of options) await expect(option).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    for (const option of options) await expect(option).toBeHidden();
    await expect(trigger).toBeFocused();

    // Keyboard only: from the category link just before it.
    await articleHeader(page)
      .getByRole('link', { name: dataLakes.categoryName, exact: true })
      .focus();
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const option of options) {
      await page.keyboard.press('Tab');
      await expect(option).toBeFocused();
    }
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('LinkedIn, X and Facebook open a 600×400 share window and record the share and article_shared', async ({
    page,
  }) => {
    await recordGtag(page);
    await recordWindowOpen(page);
    await gotoReady(page, dataLakes.path);
    const url = encodeURIComponent(articleUrl(dataLakes));
    const networks = [
      {
        label: 'LinkedIn',
        method: 'linkedin',
        shareUrl: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      },
      {
        label: 'X',
        method: 'x',
        shareUrl: `https://x.com/intent/tweet?text=${encodeURIComponent(
          `${dataLakes.title} - ${dataLakes.excerpt}`,
        )}&url=${url}`,
      },
      {
        label: 'Facebook',
        method: 'facebook',
        shareUrl: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      },
    ];
    const trigger = shareButton(page);
    for (const [index, network] of networks.entries()) {
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const option = page.getByRole('button', {
        name: `${blogText.shareOn} ${network.label}`,
        exact: true,
      });
      await option.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(option).toBeHidden();
      const opened = await page.evaluate(() => window.__openCalls ?? []);
      expect(opened).toHaveLength(index + 1);
      expect(opened[index]).toEqual([network.shareUrl, SHARE_NAME, SHARE_FEATURES]);
    }
    await expect
      .poll(() => gtagEvents(page, 'share'))
      .toEqual(
        networks.map((network) => [
          'event',
          'share',
          {
            method: network.method,
            content_type: 'article',
            item_id: dataLakes.slug,
            content_group1: 'Blog',
          },
        ]),
      );
    // The spec's article_shared goes with every share.
    expect(await gtagEvents(page, 'article_shared')).toEqual(
      networks.map((network) => [
        'event',
        'article_shared',
        { method: network.method, article_slug: dataLakes.slug, content_type: 'article' },
      ]),
    );
  });

  test('copy link: "¡Copiado!", the URL in the clipboard, then the menu closes and resets', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseURL ?? '',
    });
    await gotoReady(page, dataLakes.path);
    const trigger = shareButton(page);
    await trigger.click();
    await page.getByRole('button', { name: blogText.copyLink, exact: true }).click();
    const copied = page.getByRole('button', { name: blogText.copied, exact: true });
    await expect(copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(articleUrl(dataLakes));

    // About 2 s later the menu closes by itself.
    await expect(trigger).toHaveAttribute('aria-expanded', 'false', { timeout: 4_000 });
    await expect(copied).toBeHidden();
    await trigger.click();
    await expect(page.getByRole('button', { name: blogText.copyLink, exact: true })).toBeVisible();
    await expect(copied).toHaveCount(0);
  });

  test('copy link refused: the URL is offered in a read-only field and a warning is logged', async ({
    page,
    pageErrors,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        configurable: true,
        value: () => Promise.reject(new DOMException('Permiso denegado', 'NotAllowedError')),
      });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await gotoReady(page, dataLakes.path);
    await shareButton(page).click();
    await page.getByRole('button', { name: blogText.copyLink, exact: true }).click();

    await expect(page.getByText(blogText.copyFailed, { exact: true })).toBeVisible();
    const field = page.getByRole('textbox', { name: blogText.copyFailed });
    await expect(field).toHaveValue(articleUrl(dataLakes));
    await expect(field).toHaveAttribute('readonly');
    await expect(field).not.toBeEditable();
    await expect(page.getByRole('button', { name: blogText.copied })).toHaveCount(0);

    await expect.poll(() => warnings.some((text) => text.includes('[compartir]'))).toBe(true);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

// --- Cover -------------------------------------------------------------------------------------

test.describe('article cover', () => {
  const covers = COVER_WIDTHS.map((width) => ({
    width,
    path: `/covers/${dataLakes.slug}-${width}.webp`,
  }));
  const largest = covers[covers.length - 1]!.path;

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('loads the WebP width that fits the screen, with high priority', async ({ page }) => {
        await gotoReady(page, dataLakes.path);
        const image = page.locator(`img[src="${largest}"]`);
        await expect(image).toBeVisible();
        await expect(image).toHaveAttribute('fetchpriority', 'high');
        await expect(image).toHaveAttribute(
          'srcset',
          covers.map((cover) => `${cover.path} ${cover.width}w`).join(', '),
        );
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        const { currentSrc, naturalWidth, naturalHeight, shown, dpr } = await image.evaluate(
          (img: HTMLImageElement) => ({
            currentSrc: new URL(img.currentSrc).pathname,
            naturalWidth: img.naturalWidth,
            naturalHeight: img.naturalHeight,
            shown: img.getBoundingClientRect().width,
            dpr: window.devicePixelRatio,
          }),
        );
        // The smallest width that covers the box at the screen's density (the files' own sizes are
        // checked in feeds.static.spec.ts); decoded, in the 1200:630 shape.
        const fitting = covers.find((cover) => cover.width >= shown * dpr) ?? covers.at(-1)!;
        expect(currentSrc).toBe(fitting.path);
        expect(naturalHeight / naturalWidth).toBeCloseTo(630 / 1200, 2);
        await expect(page.locator('[data-image-failed]')).toHaveCount(0);
      });
    });
  }

  test.describe('on a sharp phone screen (3×)', () => {
    test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

    test('the largest width is chosen', async ({ page }) => {
      await gotoReady(page, dataLakes.path);
      const image = page.locator(`img[src="${largest}"]`);
      await expect
        .poll(() =>
          image.evaluate(
            (img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname,
          ),
        )
        .toBe(largest);
    });
  });
});
