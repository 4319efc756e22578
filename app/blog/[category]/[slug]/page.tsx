import { notFound } from 'next/navigation';
import { PageIntro } from '@/components/sections/page-intro';
import { getArticle, getArticles } from '@/lib/blog';
import { formatLongDateEs } from '@/lib/dates';
import { pageMetadata } from '@/lib/metadata';

interface ArticlePageProps {
  params: Promise<{ category: string; slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getArticles().map(({ category, slug }) => ({ category, slug }));
}

export async function generateMetadata({ params }: ArticlePageProps) {
  const { category, slug } = await params;
  const article = getArticle(category, slug);
  if (!article) return {};
  return pageMetadata({
    title: article.title,
    description: article.metaDescription,
    path: article.path,
    type: 'article',
    article: {
      publishedTime: article.date,
      authors: ['Equipo Hanzo'],
      tags: [],
      section: article.categoryName,
    },
  });
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const { category, slug } = await params;
  const article = getArticle(category, slug);
  if (!article) notFound();
  return (
    <article>
      <PageIntro eyebrow={article.categoryName} title={article.title} lead={article.excerpt}>
        <p className="mt-6 text-sm text-ink-muted">
          <time dateTime={article.date}>{formatLongDateEs(article.date)}</time>
        </p>
      </PageIntro>
    </article>
  );
}
