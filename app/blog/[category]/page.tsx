import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/blog/breadcrumbs';
import { CategoryBrowser } from '@/components/blog/category-browser';
import { RelatedTopics } from '@/components/blog/related-topics';
import { ToolsPanel } from '@/components/blog/tools-panel';
import { blogCategories, blogText, findCategory, otherCategories } from '@/content/blog-categories';
import { getArticlesByCategory, toSummary } from '@/lib/blog';
import { pageMetadata } from '@/lib/metadata';

interface CategoryPageProps {
  params: Promise<{ category: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return blogCategories.map((category) => ({ category: category.slug }));
}

async function categoryFromParams(params: CategoryPageProps['params']) {
  const category = findCategory((await params).category);
  if (!category) notFound();
  return category;
}

export async function generateMetadata({ params }: CategoryPageProps) {
  const category = await categoryFromParams(params);
  return pageMetadata({
    title: category.name,
    description: category.description,
    path: category.path,
  });
}

export default async function CategoryPage({ params }: CategoryPageProps) {
  const category = await categoryFromParams(params);
  const articles = getArticlesByCategory(category.slug).map(toSummary);
  return (
    <div className="mx-auto max-w-6xl px-4 pt-10 pb-20 sm:px-6">
      <Breadcrumbs
        trail={[
          { name: blogText.home, path: '/' },
          { name: blogText.blog, path: '/blog/' },
          { name: category.name, path: category.path },
        ]}
      />
      <Link
        href="/blog/"
        className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 hover:underline dark:text-accent-300"
      >
        <span aria-hidden="true">←</span> {blogText.backToBlog}
      </Link>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
        {category.title}
      </h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">
        {category.description}
      </p>
      <div className="mt-10">
        <CategoryBrowser
          category={{
            searchPlaceholder: category.searchPlaceholder,
            moreTitle: category.moreTitle,
          }}
          articles={articles}
        />
      </div>
      {category.slug === 'analisis-de-datos' ? <ToolsPanel /> : null}
      <RelatedTopics categories={otherCategories(category.slug)} />
    </div>
  );
}
