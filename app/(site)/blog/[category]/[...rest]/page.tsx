import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/blog/article-view';
import { BlogIndexView, CategoryView } from '@/components/blog/list-views';
import { getArticle, getPublishedArticles } from '@/lib/blog/articles';
import { articleMetadataInput } from '@/lib/blog/metadata';
import { PAGE_SEGMENT } from '@/lib/blog/pagination';
import { listPageParams, resolveListPage } from '@/lib/blog/lists';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * Everything two or more segments below /blog/: an article (/blog/{category}/{slug}/), a
 * category's later page (/blog/{category}/pagina/N/) and the blog's later pages
 * (/blog/pagina/N/). One route, because a static export refuses a dynamic route without pages,
 * and a small blog has no later pages; articles always exist.
 */
interface BlogPathProps {
  params: Promise<{ category: string; rest: string[] }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return [
    ...getPublishedArticles().map(({ category, slug }) => ({ category, rest: [slug] })),
    ...listPageParams(),
  ];
}

async function resolve(params: BlogPathProps['params']) {
  const { category, rest } = await params;
  if (category !== PAGE_SEGMENT && rest.length === 1 && rest[0] !== undefined) {
    const article = getArticle(category, rest[0]);
    if (article) return { article } as const;
  }
  const page = resolveListPage(category, rest);
  if (!page) notFound();
  return { page } as const;
}

export async function generateMetadata({ params }: BlogPathProps) {
  const found = await resolve(params);
  return pageMetadata(found.article ? articleMetadataInput(found.article) : found.page.metadata);
}

export default async function BlogPathPage({ params }: BlogPathProps) {
  const found = await resolve(params);
  if (found.article) return <ArticleView article={found.article} />;
  return found.page.list.kind === 'all' ? (
    <BlogIndexView page={found.page} />
  ) : (
    <CategoryView page={found.page} />
  );
}
