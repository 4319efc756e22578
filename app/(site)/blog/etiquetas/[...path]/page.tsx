import { notFound } from 'next/navigation';
import { TagView } from '@/components/blog/list-views';
import { resolveTagPage, tagPageParams } from '@/lib/blog/lists';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * /blog/etiquetas/{tag}/ and /blog/etiquetas/{tag}/pagina/N/ (one route: see
 * app/(site)/blog/[category]/[...rest]).
 */
interface TagPageProps {
  params: Promise<{ path: string[] }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return tagPageParams();
}

async function tagPage(params: TagPageProps['params']) {
  const page = resolveTagPage((await params).path);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: TagPageProps) {
  return pageMetadata((await tagPage(params)).metadata);
}

export default async function TagPage({ params }: TagPageProps) {
  return <TagView page={await tagPage(params)} />;
}
