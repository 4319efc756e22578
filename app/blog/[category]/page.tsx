import { notFound } from 'next/navigation';
import { ArticleList } from '@/components/sections/article-list';
import { PageIntro } from '@/components/sections/page-intro';
import { blogCategories, findCategory } from '@/content/blog-categories';
import { getArticles } from '@/lib/blog';
import { pageMetadata } from '@/lib/metadata';

interface CategoryPageProps {
  params: Promise<{ category: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return blogCategories.map((category) => ({ category: category.slug }));
}

export async function generateMetadata({ params }: CategoryPageProps) {
  const category = findCategory((await params).category);
  if (!category) return {};
  return pageMetadata({
    title: category.name,
    description: category.description,
    path: category.path,
  });
}

export default async function CategoryPage({ params }: CategoryPageProps) {
  const category = findCategory((await params).category);
  if (!category) notFound();
  const articles = getArticles().filter((article) => article.category === category.slug);
  return (
    <>
      <PageIntro eyebrow="Blog" title={category.title} lead={category.description} />
      <ArticleList articles={articles} />
    </>
  );
}
