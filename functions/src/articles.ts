import type { MailableArticle } from '@/lib/email/article-mail-contract';
import { articleMailUrl } from '@/lib/email/campaign-url';
import type { ArticleMailProps } from './mail/render';

// The published articles, as the build inlined them (scripts/build-functions.ts, from lib/blog):
// the mail announcing one is made from the same front matter the article's page shows.

let articles: MailableArticle[] | null = null;

export function publishedArticles(): MailableArticle[] {
  articles ??= JSON.parse(process.env.HANZO_ARTICLES ?? '[]') as MailableArticle[];
  return articles;
}

export const findArticle = (slug: string) =>
  publishedArticles().find((article) => article.slug === slug);

/** What the mail shows of an article on the site at `siteUrl`, its links tagged for the mail. */
export function articleMailProps(article: MailableArticle, siteUrl: string): ArticleMailProps {
  return {
    title: article.title,
    excerpt: article.excerpt,
    coverUrl: new URL(article.coverPath, `${siteUrl.replace(/\/+$/, '')}/`).href,
    articleUrl: articleMailUrl(siteUrl, article.path, article.slug),
    categoryName: article.categoryName,
    date: article.date,
    readTime: article.readTime,
  };
}
