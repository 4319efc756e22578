import { type Article, articleImagePath } from '@/lib/blog/articles';
import { articlePageName } from '@/lib/blog/schema';
import type { PageMetadataInput } from '@/lib/seo/metadata';

/** The article page's metadata, for its route's generateMetadata (lists.ts gives the lists'). */
export function articleMetadataInput(article: Article): PageMetadataInput {
  return {
    title: articlePageName(article),
    description: article.metaDescription,
    path: article.path,
    keywords: article.keywords,
    type: 'article',
    image: { path: articleImagePath(article), alt: `${article.categoryName}: ${article.title}` },
    article: {
      publishedTime: article.date,
      authors: [article.author],
      tags: article.tags,
      section: article.categoryName,
    },
  };
}
