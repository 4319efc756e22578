import { notFound } from 'next/navigation';
import { CategoryView } from '@/components/blog/list-views';
import { blogCategories, findCategory } from '@/content/blog-categories';
import { listPage } from '@/lib/blog/lists';
import { pageMetadata } from '@/lib/seo/metadata';

interface CategoryPageProps {
  params: Promise<{ category: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return blogCategories.map((category) => ({ category: category.slug }));
}

async function firstPage(params: CategoryPageProps['params']) {
  const category = findCategory((await params).category);
  const page = category ? listPage({ kind: 'category', category }, 1) : undefined;
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: CategoryPageProps) {
  return pageMetadata((await firstPage(params)).metadata);
}

export default async function CategoryPage({ params }: CategoryPageProps) {
  return <CategoryView page={await firstPage(params)} />;
}
