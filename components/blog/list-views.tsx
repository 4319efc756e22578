import Link from 'next/link';
import type { ReactNode } from 'react';
import { ArticleCard } from '@/components/blog/article-card';
import { ArticleGrid } from '@/components/blog/article-grid';
import { BlogSearch } from '@/components/blog/blog-search';
import { Breadcrumbs } from '@/components/blog/breadcrumbs';
import { PaginationNav } from '@/components/blog/pagination-nav';
import { RelatedTopics } from '@/components/blog/related-topics';
import { ToolsPanel } from '@/components/blog/tools-panel';
import { PageIntro } from '@/components/sections/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import {
  articleCount,
  blogCategories,
  blogText,
  otherCategories,
  pageOf,
} from '@/content/blog-categories';
import { pageEntries } from '@/content/pages';
import type { BlogTag } from '@/lib/blog/tags';
import { TAGS_PATH, tagPath } from '@/lib/blog/tags';
import type { ListPage } from '@/lib/blog/lists';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';

const chipClass =
  'inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink hover:border-brand-500 hover:bg-brand-50 dark:hover:bg-white/5';

/** One page of a list's cards (the first screen's covers load first) and its page links. */
function PagedGrid({ page }: { page: ListPage }) {
  return (
    <>
      <div className="mt-10">
        <ArticleGrid
          articles={page.articles}
          emptyText={blogText.emptyPublished}
          firstScreen={page.page === 1}
        />
      </div>
      <PaginationNav basePath={page.basePath} page={page.page} pageCount={page.pageCount} />
    </>
  );
}

/** /blog/ and /blog/pagina/N/: every article, newest first, and the search over all of them. */
export function BlogIndexView({ page }: { page: ListPage }) {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(page.crumbs)} />
      <PageIntro
        eyebrow={page.page > 1 ? pageOf(page.page, page.pageCount) : undefined}
        title={blogText.allTitle}
        lead={pageEntries.blog.description}
      >
        <nav aria-label={blogText.categoriesLabel} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {blogCategories.map((category) => (
              <li key={category.slug}>
                <Link href={category.path} className={chipClass}>
                  {category.name}
                </Link>
              </li>
            ))}
            <li>
              <Link href={TAGS_PATH} className={chipClass}>
                {blogText.allTags}
              </Link>
            </li>
          </ul>
        </nav>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <BlogSearch placeholder={blogText.searchAllPlaceholder} total={page.total}>
          <PagedGrid page={page} />
        </BlogSearch>
      </div>
    </>
  );
}

/** A category's page N: its featured article on page 1, then the rest, with its search. */
export function CategoryView({ page }: { page: ListPage }) {
  if (page.list.kind !== 'category') return null;
  const { category } = page.list;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-20 sm:px-6">
      <Breadcrumbs trail={page.crumbs} />
      <Link
        href="/blog/"
        className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 hover:underline dark:text-accent-300"
      >
        <span aria-hidden="true">←</span> {blogText.backToBlog}
      </Link>
      <ListHeading className="mt-4" title={category.title} lead={category.description} />
      <div className="mt-10">
        <BlogSearch
          category={category.slug}
          placeholder={category.searchPlaceholder}
          total={page.total}
        >
          {page.featured ? (
            <section aria-labelledby="destacado" className="mt-10">
              <h2
                id="destacado"
                className="text-sm font-bold tracking-[0.2em] text-heading-accent uppercase"
              >
                {blogText.featured}
              </h2>
              <div className="mt-4">
                <ArticleCard article={page.featured} headingLevel="h3" layout="wide" priority />
              </div>
            </section>
          ) : null}
          {page.articles.length ? (
            <section aria-labelledby="mas-articulos" className="mt-12">
              <h2 id="mas-articulos" className="text-2xl font-extrabold tracking-tight">
                {category.moreTitle}{' '}
                <span className="text-base font-semibold whitespace-nowrap text-ink-muted">
                  ({articleCount(page.paginatedTotal)})
                </span>
              </h2>
              {page.page > 1 ? (
                <p className="mt-1 text-sm text-ink-muted">{pageOf(page.page, page.pageCount)}</p>
              ) : null}
              <div className="mt-6">
                <ArticleGrid
                  articles={page.articles}
                  emptyText={blogText.emptySearch}
                  headingLevel="h3"
                />
              </div>
              <PaginationNav basePath={page.basePath} page={page.page} pageCount={page.pageCount} />
            </section>
          ) : null}
        </BlogSearch>
      </div>
      {category.slug === 'analisis-de-datos' ? <ToolsPanel /> : null}
      <RelatedTopics categories={otherCategories(category.slug)} />
    </div>
  );
}

/** The heading block of a category, tag or tag-index page: optional eyebrow, the h1, the lead. */
function ListHeading({
  className,
  eyebrow,
  title,
  lead,
}: {
  className: string;
  eyebrow?: string;
  title: string;
  lead: ReactNode;
}) {
  return (
    <div className={className}>
      {eyebrow ? (
        <p className="mb-2 text-sm font-bold tracking-[0.2em] text-heading-accent uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">{lead}</p>
    </div>
  );
}

/** /blog/etiquetas/{tag}/ and its later pages. */
export function TagView({ page }: { page: ListPage }) {
  if (page.list.kind !== 'tag') return null;
  const { tag } = page.list;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-20 sm:px-6">
      <Breadcrumbs trail={page.crumbs} />
      <ListHeading
        className="mt-8"
        eyebrow={blogText.tagEyebrow}
        title={tag.name}
        lead={
          <>
            {blogText.tagLead} {tag.name}: {articleCount(page.total)}
            {page.page > 1 ? ` · ${pageOf(page.page, page.pageCount)}` : ''}
          </>
        }
      />
      <PagedGrid page={page} />
      <p className="mt-12">
        <Link href={TAGS_PATH} className={chipClass}>
          <span aria-hidden="true">←&nbsp;</span>
          {blogText.allTagsBack}
        </Link>
      </p>
    </div>
  );
}

/** /blog/etiquetas/: every tag with its count. */
export function TagIndexView({ tags, crumbs }: { tags: BlogTag[]; crumbs: ListPage['crumbs'] }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-20 sm:px-6">
      <Breadcrumbs trail={crumbs} />
      <ListHeading className="mt-8" title={blogText.tagsTitle} lead={blogText.tagsLead} />
      <ul className="mt-10 flex flex-wrap gap-3" data-testid="tag-index">
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Link href={tagPath(tag.slug)} className={chipClass}>
              {tag.name}
              <span className="ml-2 rounded-full bg-brand-100 px-2 text-xs text-brand-800 dark:bg-brand-900 dark:text-brand-100">
                <span className="sr-only">: </span>
                {articleCount(tag.count)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
