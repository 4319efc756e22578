import {
  type BlogCategory,
  blogCategories,
  blogText,
  findCategory,
  pageOf,
  tagDescription,
} from '@/content/blog-categories';
import { pageEntries } from '@/content/pages';
import {
  type ArticleSummary,
  findTag,
  getArticlesByCategory,
  getArticlesByTag,
  getPublishedArticles,
  getTags,
  toSummary,
} from '@/lib/blog/articles';
import {
  PAGE_SEGMENT,
  laterPageSegments,
  pageCount,
  pagePath,
  pageSlice,
  parsePageNumber,
} from '@/lib/blog/pagination';
import { type BlogTag, TAGS_PATH, tagPath } from '@/lib/blog/tags';
import type { PageMetadataInput } from '@/lib/seo/metadata';

/**
 * The blog's paginated lists (every article, one category, one tag): which pages exist, what each
 * shows, its metadata and its breadcrumb trail. Pages, generateStaticParams, generateMetadata and
 * the sitemap all read it, so they agree on what exists.
 */

export type BlogList =
  { kind: 'all' } | { kind: 'category'; category: BlogCategory } | { kind: 'tag'; tag: BlogTag };

export interface Crumb {
  name: string;
  path: string;
}

export interface ListPage {
  list: BlogList;
  page: number;
  pageCount: number;
  /** The list's first page, e.g. /blog/analisis-de-datos/. */
  basePath: string;
  path: string;
  /** Category pages: the featured article, on page 1 only. */
  featured?: ArticleSummary;
  /** The cards of this page. */
  articles: ArticleSummary[];
  /** Every article of the list (the featured one included). */
  total: number;
  /** Articles paginated (the list less the featured article). */
  paginatedTotal: number;
  crumbs: Crumb[];
  metadata: PageMetadataInput;
}

/** A tag archive is indexed once it gathers at least this many articles. */
export const MIN_INDEXED_TAG_ARTICLES = 2;

function basePathOf(list: BlogList): string {
  if (list.kind === 'all') return pageEntries.blog.path;
  if (list.kind === 'category') return list.category.path;
  return tagPath(list.tag.slug);
}

/** Category lists keep their featured article apart, above the list. */
function split(list: BlogList) {
  if (list.kind === 'all') return { all: getPublishedArticles(), featured: undefined };
  if (list.kind === 'tag') return { all: getArticlesByTag(list.tag.slug), featured: undefined };
  const all = getArticlesByCategory(list.category.slug);
  return { all, featured: all.find((article) => article.featured) };
}

function titleOf(list: BlogList): string {
  if (list.kind === 'all') return pageEntries.blog.title;
  if (list.kind === 'category') return list.category.name;
  return `${blogText.tagEyebrow}: ${list.tag.name}`;
}

function descriptionOf(list: BlogList, total: number): string {
  if (list.kind === 'all') return pageEntries.blog.description;
  if (list.kind === 'category') return list.category.description;
  return tagDescription(list.tag.name, total);
}

const BLOG_CRUMBS: Crumb[] = [
  { name: blogText.home, path: '/' },
  { name: blogText.blog, path: pageEntries.blog.path },
];

function crumbsOf(list: BlogList): Crumb[] {
  if (list.kind === 'all') return BLOG_CRUMBS;
  if (list.kind === 'category')
    return [...BLOG_CRUMBS, { name: list.category.name, path: list.category.path }];
  return [
    ...BLOG_CRUMBS,
    { name: blogText.tagsTitle, path: TAGS_PATH },
    { name: list.tag.name, path: tagPath(list.tag.slug) },
  ];
}

/** One page of a list, or undefined when the page does not exist (a 404). */
export function listPage(list: BlogList, page: number): ListPage | undefined {
  const { all, featured } = split(list);
  const rest = featured ? all.filter((article) => article !== featured) : all;
  const pages = pageCount(rest.length);
  if (!Number.isInteger(page) || page < 1 || page > pages) return undefined;
  const basePath = basePathOf(list);
  const path = pagePath(basePath, page);
  const numbered = page > 1 ? ` · ${blogText.page} ${page}` : '';
  const description = descriptionOf(list, all.length);
  return {
    list,
    page,
    pageCount: pages,
    basePath,
    path,
    featured: page === 1 && featured ? toSummary(featured) : undefined,
    articles: pageSlice(rest, page).map(toSummary),
    total: all.length,
    paginatedTotal: rest.length,
    crumbs:
      page > 1 ? [...crumbsOf(list), { name: `${blogText.page} ${page}`, path }] : crumbsOf(list),
    metadata: {
      title: `${titleOf(list)}${numbered}`,
      description: page > 1 ? `${description} ${pageOf(page, pages)}.` : description,
      path,
      // A tag of one article repeats that article: reachable and followed, but not indexed (and
      // out of the sitemap).
      ...(list.kind === 'tag' && all.length < MIN_INDEXED_TAG_ARTICLES
        ? { noIndex: true, followLinks: true }
        : {}),
    },
  };
}

/** Every list of the blog. */
export function allLists(): BlogList[] {
  return [
    { kind: 'all' },
    ...blogCategories.map((category) => ({ kind: 'category' as const, category })),
    ...getTags().map((tag) => ({ kind: 'tag' as const, tag })),
  ];
}

/** Pages of lists that search engines may index (the sitemap's). */
export function indexedListPages(): ListPage[] {
  return allListPages().filter((page) => !page.metadata.noIndex);
}

/** Every page of every list. */
export function allListPages(): ListPage[] {
  return allLists().flatMap((list) => {
    const first = listPage(list, 1);
    if (!first) return [];
    return [
      first,
      ...laterPageSegments(first.paginatedTotal).flatMap((n) => listPage(list, Number(n)) ?? []),
    ];
  });
}

/** Later pages of /blog/ and of the categories, as params of app/(site)/blog/[category]/[...rest]. */
export function listPageParams(): { category: string; rest: string[] }[] {
  const all = laterPageSegments(getPublishedArticles().length).map((page) => ({
    category: PAGE_SEGMENT,
    rest: [page],
  }));
  const categories = blogCategories.flatMap((category) => {
    const first = listPage({ kind: 'category', category }, 1);
    return laterPageSegments(first?.paginatedTotal ?? 0).map((page) => ({
      category: category.slug,
      rest: [PAGE_SEGMENT, page],
    }));
  });
  return [...all, ...categories];
}

/** Tag pages (/blog/etiquetas/{tag}/ and its later pages), as params of app/blog/etiquetas/[...path]. */
export function tagPageParams(): { path: string[] }[] {
  return getTags().flatMap((tag) => [
    { path: [tag.slug] },
    ...laterPageSegments(tag.count).map((page) => ({ path: [tag.slug, PAGE_SEGMENT, page] })),
  ]);
}

/** The list page at /blog/{category}/pagina/N/ or /blog/pagina/N/. */
export function resolveListPage(category: string, rest: string[]): ListPage | undefined {
  if (category === PAGE_SEGMENT && rest.length === 1) {
    const page = parsePageNumber(rest[0]);
    return page ? listPage({ kind: 'all' }, page) : undefined;
  }
  const found = findCategory(category);
  if (!found || rest.length !== 2 || rest[0] !== PAGE_SEGMENT) return undefined;
  const page = parsePageNumber(rest[1]);
  return page ? listPage({ kind: 'category', category: found }, page) : undefined;
}

/** The tag page at /blog/etiquetas/{tag}/ or /blog/etiquetas/{tag}/pagina/N/. */
export function resolveTagPage(path: string[]): ListPage | undefined {
  const tag = path[0] ? findTag(path[0]) : undefined;
  if (!tag) return undefined;
  if (path.length === 1) return listPage({ kind: 'tag', tag }, 1);
  if (path.length !== 3 || path[1] !== PAGE_SEGMENT) return undefined;
  const page = parsePageNumber(path[2]);
  return page ? listPage({ kind: 'tag', tag }, page) : undefined;
}
