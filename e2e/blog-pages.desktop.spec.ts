/**
 * The blog at scale, in the browser: the pagination of /blog/, of a category and of a tag, tag
 * archives reached from an article, the search over the whole blog (URL state, fragments from
 * inside words, body text, no result, markup, more results, the index fetched only on a search),
 * 404s for pages that do not
 * exist, the article header and its single newsletter form, and axe on the search results.
 * The test export has generated articles added (testing/run.ts, BLOG_CONTENT_DIR), so every
 * list has more than one page; expected values come from the same Markdown files.
 */
import type { Locator, Page } from '@playwright/test';
import {
  articleCount,
  blogCategories,
  blogText,
  searchResultCount,
} from '../content/blog-categories';
import { newsletterText } from '../content/newsletter';
import type { ParsedArticle } from '../lib/blog/schema';
import { isSearchTerm, words } from '../lib/blog/search';
import { bodyTerms } from '../lib/blog/search-index';
import { tagSlug } from '../lib/blog/tags';
import {
  PER_PAGE,
  articleBySlug,
  articles,
  categoryList,
  expectedSearch,
  expectedSubstringMatches,
  pages,
} from './blog-data';
import { THEMES, chooseTheme, gotoReady, untilIdle } from './site';
import { expect, test, visitOnce } from './fixtures';
import { expectNoAxeViolations } from './page-checks';

const dataLakes = articleBySlug('data-lakes-arquitectura-moderna-pymes-startups');
const analysis = categoryList('analisis-de-datos');
const analysisCategory = blogCategories.find((category) => category.slug === 'analisis-de-datos')!;

function pagination(page: Page): Locator {
  return page.getByRole('navigation', { name: blogText.pagination });
}

function cardTitles(page: Page): Locator {
  return page.getByTestId('article-grid').first().getByRole('article').getByRole('heading');
}

function searchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: blogText.searchLabel });
}

async function resultsFor(page: Page, query: string) {
  await expect(page.getByTestId('search-results')).toHaveAttribute('data-query', query);
}

const titles = (list: ParsedArticle[]) => list.map((article) => article.title);

test('the test export has lists of several pages', () => {
  // Built with generated articles (see docs/testing.md): otherwise nothing here paginates.
  expect(articles.length, 'build the test export with BLOG_CONTENT_DIR').toBeGreaterThan(
    2 * PER_PAGE,
  );
  expect(analysis.rest.length).toBeGreaterThan(PER_PAGE);
});

test.describe('pagination', () => {
  test('/blog/: numbered links, the current page marked, next and previous', async ({ page }) => {
    const total = pages(articles.length);
    await gotoReady(page, '/blog/');
    const nav = pagination(page);
    await expect(nav).toContainText(`Página 1 de ${total}`);
    await expect(nav.getByRole('link', { name: 'Página 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('a[rel="prev"]')).toHaveCount(0);
    const next = nav.getByRole('link', { name: blogText.nextPageLabel });
    await expect(next).toHaveAttribute('rel', 'next');
    await expect(next).toHaveAttribute('href', '/blog/pagina/2/');
    await expect(nav.getByRole('link', { name: `Página ${total}`, exact: true })).toHaveAttribute(
      'href',
      `/blog/pagina/${total}/`,
    );

    // By keyboard, as a visitor would.
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog\/pagina\/2\/$/);
    await expect(page).toHaveTitle(/Página 2/);
    await expect(cardTitles(page)).toHaveText(titles(articles.slice(PER_PAGE, 2 * PER_PAGE)));
    const nav2 = pagination(page);
    await expect(nav2.getByRole('link', { name: 'Página 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const previous = nav2.getByRole('link', { name: blogText.previousPageLabel });
    await expect(previous).toHaveAttribute('rel', 'prev');
    await expect(previous).toHaveAttribute('href', '/blog/');
    await previous.click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(cardTitles(page)).toHaveText(titles(articles.slice(0, PER_PAGE)));
  });

  test('a category: the featured article only on page 1, the rest by pages', async ({ page }) => {
    await gotoReady(page, `${analysisCategory.path}pagina/2/`);
    await expect(page).toHaveTitle(new RegExp(`^${analysisCategory.name} · Página 2 \\|`));
    await expect(page.getByRole('region', { name: blogText.featured })).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: analysisCategory.moreTitle })
        .getByRole('heading', { level: 3 }),
    ).toHaveText(titles(analysis.rest.slice(PER_PAGE, 2 * PER_PAGE)));
    await expect(
      pagination(page).getByRole('link', { name: blogText.previousPageLabel }),
    ).toHaveAttribute('href', analysisCategory.path);
    // The search still covers the whole category.
    await expect(page.getByRole('search').getByRole('status')).toHaveText(
      articleCount(analysis.all.length),
    );
  });

  test('a page that does not exist is a 404, not an empty list', async ({ page }) => {
    const beyond = pages(articles.length) + 1;
    for (const url of [
      `/blog/pagina/${beyond}/`,
      '/blog/pagina/1/',
      '/blog/pagina/02/',
      `${analysisCategory.path}pagina/${pages(analysis.rest.length) + 1}/`,
      '/blog/etiquetas/no-existe-esta-etiqueta/',
      '/blog/etiquetas/pymes/pagina/999/',
    ]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    }
  });
});

test.describe('tags', () => {
  test('a tag on an article leads to its archive, paginated like the rest', async ({ page }) => {
    const tag = dataLakes.tags.find((name) => tagSlug(name) === 'pymes');
    if (!tag) throw new Error('El artículo de data lakes no tiene la etiqueta PyMEs');
    const tagged = articles.filter((article) =>
      article.tags.some((name) => tagSlug(name) === 'pymes'),
    );
    expect(tagged.length).toBeGreaterThan(PER_PAGE);

    await gotoReady(page, dataLakes.path);
    await page.getByTestId('article-tags').getByRole('link', { name: tag, exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/etiquetas\/pymes\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tag);
    await expect(page.getByRole('main')).toContainText(articleCount(tagged.length));
    await expect(cardTitles(page)).toHaveText(titles(tagged.slice(0, PER_PAGE)));

    await pagination(page).getByRole('link', { name: blogText.nextPageLabel }).click();
    await expect(page).toHaveURL(/\/blog\/etiquetas\/pymes\/pagina\/2\/$/);
    await expect(page).toHaveTitle(/Página 2/);
    await expect(cardTitles(page)).toHaveText(titles(tagged.slice(PER_PAGE, 2 * PER_PAGE)));
  });

  test('/blog/etiquetas/ lists every tag once, with its count', async ({ page }) => {
    const counts = new Map<string, number>();
    for (const article of articles) {
      for (const slug of new Set(article.tags.map(tagSlug)))
        counts.set(slug, (counts.get(slug) ?? 0) + 1);
    }
    await gotoReady(page, '/blog/');
    await page.getByRole('link', { name: blogText.allTags }).click();
    await expect(page).toHaveURL(/\/blog\/etiquetas\/$/);
    const links = page.getByTestId('tag-index').getByRole('link');
    await expect(links).toHaveCount(counts.size);
    const shown = await links.evaluateAll((elements) =>
      elements.map((element) => [element.getAttribute('href'), element.textContent ?? '']),
    );
    for (const [href, text] of shown) {
      const slug = /^\/blog\/etiquetas\/([a-z0-9-]+)\/$/.exec(href ?? '')?.[1] ?? '';
      expect(counts.has(slug), `${href}`).toBe(true);
      expect(text).toContain(articleCount(counts.get(slug) ?? 0));
    }
  });
});

test.describe('search over the whole blog', () => {
  test('finds articles of every category, keeps the query in the URL, survives a reload', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await gotoReady(page, '/blog/');
    await untilIdle(page);
    // Nothing of the index in the first load.
    expect(requests.filter((path) => path.startsWith('/busqueda/'))).toEqual([]);

    const query = 'inteligencia';
    const expected = expectedSearch(query);
    expect(new Set(expected.map((article) => article.category)).size).toBe(2);
    await searchBox(page).pressSequentially(query);
    await resultsFor(page, query);
    await expect(page).toHaveURL(/\/blog\/\?q=inteligencia$/);
    expect(requests).toContain('/busqueda/blog.json');
    await expect(page.getByRole('search').getByRole('status')).toHaveText(
      searchResultCount(expected.length, query),
    );
    const results = page.getByTestId('search-results').getByRole('article');
    await expect(results).toHaveCount(Math.min(expected.length, PER_PAGE));
    // Title matches first.
    const firstTitle = (await results.first().getByRole('heading').textContent()) ?? '';
    expect(words(firstTitle)).toContain('inteligencia');

    await page.reload();
    await expect(searchBox(page)).toHaveValue(query);
    await resultsFor(page, query);
    await expect(page.getByRole('search').getByRole('status')).toHaveText(
      searchResultCount(expected.length, query),
    );
  });

  test("typed fragments from inside words find the specification's matches first", async ({
    page,
  }) => {
    // The whole query inside a title, a tag or an excerpt, accents aside, comes first.
    const cases = [
      // Inside "dashboards" in a title (generated titles say "dashboard" too, and are older).
      { fragment: 'ashboard', slug: 'visualizacion-datos-excel-dashboards-interactivos' },
      // Inside the tag "series de tiempo".
      { fragment: 'eries de tiem', slug: 'prediccion-ventas-analisis-predictivo' },
      // Inside "intuición" in an excerpt.
      { fragment: 'ntuici', slug: 'analisis-datos-decisiones-empresariales' },
      // Two words, the first cut, without its accent: "análisis predictivo" in a title.
      { fragment: 'nalisis predictiv', slug: 'prediccion-ventas-analisis-predictivo' },
      // Inside "WhatsApp", in the other category.
      { fragment: 'atsap', slug: 'agente-ia-whatsapp-atencion-clientes-pymes' },
    ];
    await gotoReady(page, '/blog/');
    for (const { fragment, slug } of cases) {
      const substring = expectedSubstringMatches(fragment);
      expect(substring[0], fragment).toBe(articleBySlug(slug));
      const expected = expectedSearch(fragment);

      await searchBox(page).pressSequentially(fragment);
      await resultsFor(page, fragment);
      await expect(page.getByRole('search').getByRole('status')).toHaveText(
        searchResultCount(expected.length, fragment),
      );
      const headings = page.getByTestId('search-results').getByRole('article').getByRole('heading');
      await expect(headings.first()).toHaveText(articleBySlug(slug).title);
      // The first results are the specification's matches, whatever their order inside them.
      const shown = Math.min(substring.length, PER_PAGE);
      const first = (await headings.allTextContents()).slice(0, shown);
      expect(first).toHaveLength(shown);
      expect(
        first.filter((title) => !titles(substring).includes(title)),
        fragment,
      ).toEqual([]);

      await page.getByRole('search').getByRole('button', { name: blogText.clearSearch }).click();
      await expect(searchBox(page)).toHaveValue('');
    }
  });

  test('a word found only in an article body finds it', async ({ page }) => {
    const core = (article: ParsedArticle) =>
      words([article.title, article.excerpt, ...article.tags].join(' ')).filter(isSearchTerm);
    const term = bodyTerms(dataLakes.body).find(
      (word) =>
        word.length >= 6 &&
        articles.every((article) => !core(article).some((other) => other.startsWith(word))) &&
        expectedSubstringMatches(word).length === 0 &&
        expectedSearch(word).length <= PER_PAGE,
    );
    if (!term) throw new Error('No hay una palabra solo del cuerpo del artículo');
    const expected = expectedSearch(term);
    expect(expected).toContain(dataLakes);

    await gotoReady(page, `/blog/?q=${term}`);
    await resultsFor(page, term);
    // Body-only matches weigh the same: newest first.
    await expect(
      page.getByTestId('search-results').getByRole('article').getByRole('heading'),
    ).toHaveText(titles(expected));
  });

  test('no result: a message, and clearing returns the list and the focus', async ({ page }) => {
    await gotoReady(page, '/blog/?q=zzqx%20nada');
    await resultsFor(page, 'zzqx nada');
    await expect(page.getByText(blogText.emptySearch, { exact: true })).toBeVisible();
    await expect(page.getByRole('search').getByRole('status')).toHaveText(
      searchResultCount(0, 'zzqx nada'),
    );
    await page
      .getByTestId('search-results')
      .getByRole('button', { name: blogText.clearSearch })
      .click();
    await expect(searchBox(page)).toBeFocused();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(cardTitles(page)).toHaveText(titles(articles.slice(0, PER_PAGE)));
  });

  test('markup in the query stays text', async ({ page, pageErrors }) => {
    const query = '<img src=x onerror="window.__injected=1"><b>pymes</b>';
    await gotoReady(page, `/blog/?q=${encodeURIComponent(query)}`);
    await expect(searchBox(page)).toHaveValue(query);
    await resultsFor(page, query);
    const main = page.getByRole('main');
    await expect(main.locator('b')).toHaveCount(0);
    await expect(main.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBe(
      undefined,
    );
    expect(pageErrors).toEqual([]);
  });

  test('many results come 12 at a time', async ({ page }) => {
    const expected = expectedSearch('pymes');
    expect(expected.length).toBeGreaterThan(PER_PAGE);
    await gotoReady(page, '/blog/?q=pymes');
    await resultsFor(page, 'pymes');
    const results = page.getByTestId('search-results').getByRole('article');
    await expect(results).toHaveCount(PER_PAGE);
    await page.getByRole('button', { name: blogText.showMoreResults }).click();
    await expect(results).toHaveCount(Math.min(expected.length, 2 * PER_PAGE));
  });

  test("the box draws its own clear button, not Chromium's", async ({ page }) => {
    await gotoReady(page, '/blog/?q=datos');
    // getComputedStyle cannot read that pseudo-element: the shipped rule that hides it is read.
    const hidden = await searchBox(page).evaluate((input) =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some(
          (rule) =>
            rule instanceof CSSStyleRule &&
            rule.selectorText.includes('::-webkit-search-cancel-button') &&
            rule.style.display === 'none' &&
            input.matches(rule.selectorText.replace('::-webkit-search-cancel-button', '')),
        ),
      ),
    );
    expect(hidden).toBe(true);
    await page.getByRole('search').getByRole('button', { name: blogText.clearSearch }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
  });

  // The sweep runs axe on every route; the results list is a state of its own, at both sizes.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('axe on search results (light, dark)', async ({ page }) => {
        await gotoReady(page, '/blog/?q=datos');
        await resultsFor(page, 'datos');
        for (const theme of THEMES) {
          await chooseTheme(page, theme);
          await expectNoAxeViolations(page, `search results (${theme})`);
        }
      });
    });
  }
});

test.describe('article page', () => {
  const visit = visitOnce(dataLakes.path);

  test('the title shows once and one newsletter form is on the page', async () => {
    const page = visit();
    const main = page.getByRole('main');
    await expect(main.getByText(dataLakes.title, { exact: true })).toHaveCount(1);
    await expect(page.locator('form[data-testid^="newsletter-"]')).toHaveCount(1);
    await expect(page.getByTestId('newsletter-article')).toBeVisible();
    const link = page
      .getByRole('contentinfo')
      .getByRole('link', { name: newsletterText.articleFormLink });
    await expect(link).toHaveAttribute('href', '#boletin');
  });

  test('links to the older and the newer article', async () => {
    const index = articles.indexOf(dataLakes);
    const newer = articles[index - 1];
    const older = articles[index + 1];
    const page = visit();
    const nav = page.getByRole('navigation', { name: blogText.adjacentArticles });
    if (older) {
      await expect(
        nav.getByRole('link', { name: new RegExp(blogText.olderArticle) }),
      ).toHaveAttribute('href', older.path);
    }
    if (newer) {
      await expect(
        nav.getByRole('link', { name: new RegExp(blogText.newerArticle) }),
      ).toHaveAttribute('href', newer.path);
    }
    expect(Boolean(older || newer)).toBe(true);
  });
});
