/** @jest-environment node */
import { blogCategories } from '@/content/blog-categories';
import { getPublishedArticles, getTags } from '@/lib/blog/articles';
import {
  MIN_INDEXED_TAG_ARTICLES,
  allListPages,
  indexedListPages,
  listPage,
  listPageParams,
  resolveListPage,
  resolveTagPage,
  tagPageParams,
} from '@/lib/blog/lists';

/** These tests read the real articles in content/blog (fewer than 12 per list). */
describe('blog lists', () => {
  const analysis = blogCategories.find((category) => category.slug === 'analisis-de-datos')!;

  it('page 1 of the blog holds every article, newest first, and page 2 does not exist', () => {
    const page = listPage({ kind: 'all' }, 1);
    expect(page?.articles.map((article) => article.slug)).toEqual(
      getPublishedArticles().map((article) => article.slug),
    );
    expect(page?.pageCount).toBe(1);
    expect(page?.metadata).toMatchObject({ title: 'Blog', path: '/blog/' });
    expect(listPage({ kind: 'all' }, 2)).toBeUndefined();
    expect(listPage({ kind: 'all' }, 0)).toBeUndefined();
  });

  it('a category keeps its featured article apart, on page 1', () => {
    const page = listPage({ kind: 'category', category: analysis }, 1)!;
    expect(page.featured?.featured).toBe(true);
    expect(page.articles.some((article) => article.featured)).toBe(false);
    expect(page.total).toBe(page.articles.length + 1);
    expect(page.crumbs.map((crumb) => crumb.name)).toEqual(['Inicio', 'Blog', 'Análisis de datos']);
  });

  it('a small blog has no later pages to generate', () => {
    expect(listPageParams()).toEqual([]);
    expect(tagPageParams().every((params) => params.path.length === 1)).toBe(true);
    expect(tagPageParams()).toHaveLength(getTags().length);
  });

  it('resolves only addresses that exist', () => {
    expect(resolveListPage('pagina', ['2'])).toBeUndefined();
    expect(resolveListPage('analisis-de-datos', ['pagina', '2'])).toBeUndefined();
    expect(resolveListPage('analisis-de-datos', ['pagina'])).toBeUndefined();
    expect(resolveListPage('no-existe', ['pagina', '2'])).toBeUndefined();
    const pymes = resolveTagPage(['pymes']);
    expect(pymes?.metadata).toMatchObject({
      title: 'Etiqueta: PyMEs',
      path: '/blog/etiquetas/pymes/',
    });
    expect(pymes?.crumbs.map((crumb) => crumb.path)).toEqual([
      '/',
      '/blog/',
      '/blog/etiquetas/',
      '/blog/etiquetas/pymes/',
    ]);
    expect(resolveTagPage(['pymes', 'pagina', '2'])).toBeUndefined();
    expect(resolveTagPage(['no-existe'])).toBeUndefined();
  });

  it('a tag of one article is not indexed but its links are followed; a larger tag is indexed', () => {
    const tags = getTags();
    const lonely = tags.find((tag) => tag.count === 1);
    const shared = tags.find((tag) => tag.count >= MIN_INDEXED_TAG_ARTICLES);
    if (!lonely || !shared)
      throw new Error('the content needs a tag of one article and a larger one');
    expect(listPage({ kind: 'tag', tag: lonely }, 1)?.metadata).toMatchObject({
      noIndex: true,
      followLinks: true,
    });
    expect(listPage({ kind: 'tag', tag: shared }, 1)?.metadata.noIndex).toBeUndefined();
    expect(listPage({ kind: 'all' }, 1)?.metadata.noIndex).toBeUndefined();
  });

  it('the sitemap pages are the blog, each category and each tag of two or more articles', () => {
    expect(indexedListPages().map((page) => page.path)).toEqual([
      '/blog/',
      ...blogCategories.map((category) => category.path),
      ...getTags()
        .filter((tag) => tag.count >= MIN_INDEXED_TAG_ARTICLES)
        .map((tag) => `/blog/etiquetas/${tag.slug}/`),
    ]);
  });

  it('every list page exists: the blog, each category and each tag', () => {
    const paths = allListPages().map((page) => page.path);
    expect(paths).toEqual([
      '/blog/',
      ...blogCategories.map((category) => category.path),
      ...getTags().map((tag) => `/blog/etiquetas/${tag.slug}/`),
    ]);
  });
});
