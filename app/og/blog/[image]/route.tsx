import { type Article, getPublishedArticles } from '@/lib/blog/articles';
import { articleImage } from '@/components/seo/article-image';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** One image per published article: out/og/blog/{slug}.png (see articleImagePath in lib/blog/articles.ts). */
export function generateStaticParams(): { image: string }[] {
  return getPublishedArticles().map((article) => ({ image: `${article.slug}.png` }));
}

function findArticle(image: string): Article | undefined {
  const slug = image.endsWith('.png') ? image.slice(0, -'.png'.length) : null;
  return slug ? getPublishedArticles().find((article) => article.slug === slug) : undefined;
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const article = findArticle(image);
  if (!article) return new Response('No encontrado', { status: 404 });
  return articleImage(article);
}
