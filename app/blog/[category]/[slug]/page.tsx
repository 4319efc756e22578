import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArticleCard } from '@/components/blog/article-card';
import { ArticleCover } from '@/components/blog/article-cover';
import {
  ArticleCta,
  AuthorBox,
  FaqSection,
  ReferenceList,
  TagList,
} from '@/components/blog/article-sections';
import { Breadcrumbs } from '@/components/blog/breadcrumbs';
import { FloatingChat } from '@/components/blog/floating-chat';
import { ShareMenu } from '@/components/blog/share-menu';
import { NewsletterForm } from '@/components/newsletter/newsletter-form';
import { JsonLd } from '@/components/seo/json-ld';
import { blogText, findCategory } from '@/content/blog-categories';
import {
  articleHtml,
  LARGEST_COVER_WIDTH,
  articleCoverPath,
  articleCoverSrcSet,
  articleImagePath,
  getArticle,
  getPublishedArticles,
  getRelatedArticles,
  toSummary,
} from '@/lib/blog';
import { formatLongDateEs } from '@/lib/dates';
import { pageMetadata } from '@/lib/metadata';
import { absoluteUrl, siteConfig } from '@/lib/site-config';
import { blogPostingJsonLd, faqJsonLd } from '@/lib/structured-data';
import { whatsappUrl } from '@/lib/whatsapp';

interface ArticlePageProps {
  params: Promise<{ category: string; slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getPublishedArticles().map(({ category, slug }) => ({ category, slug }));
}

async function articleFromParams(params: ArticlePageProps['params']) {
  const { category, slug } = await params;
  const article = getArticle(category, slug);
  if (!article) notFound();
  return article;
}

export async function generateMetadata({ params }: ArticlePageProps) {
  const article = await articleFromParams(params);
  return pageMetadata({
    title: article.metaTitle,
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
  });
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const article = await articleFromParams(params);
  const category = findCategory(article.category);
  const related = getRelatedArticles(article);
  const chat = article.floatingChat;

  return (
    <article className="mx-auto max-w-3xl px-4 pt-10 pb-20 sm:px-6">
      <JsonLd
        data={blogPostingJsonLd({
          title: article.title,
          description: article.metaDescription,
          path: article.path,
          image: articleImagePath(article),
          date: article.date,
          author: article.author,
          keywords: article.keywords,
          section: article.categoryName,
          wordCount: article.wordCount,
        })}
      />
      {article.faq ? <JsonLd data={faqJsonLd(article.faq)} /> : null}
      <Breadcrumbs
        trail={[
          { name: blogText.home, path: '/' },
          { name: blogText.blog, path: '/blog/' },
          { name: article.categoryName, path: category?.path ?? '/blog/' },
          { name: article.title, path: article.path },
        ]}
      />
      <header className="mt-8">
        <Link
          href={category?.path ?? '/blog/'}
          className="text-sm font-bold tracking-[0.2em] text-heading-accent uppercase hover:underline"
        >
          {article.categoryName}
        </Link>
        <h1 className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
          {article.title}
        </h1>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-muted">
          <span className="font-semibold text-ink">{article.author}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.date}>{formatLongDateEs(article.date)}</time>
          <span aria-hidden="true">·</span>
          <span>
            {article.readTime} {blogText.readTime}
          </span>
        </p>
        <div className="mt-5">
          <ShareMenu
            slug={article.slug}
            target={{
              url: absoluteUrl(article.path),
              title: article.title,
              excerpt: article.excerpt,
            }}
          />
        </div>
      </header>

      <div className="mt-8">
        <ArticleCover
          src={articleCoverPath(article, LARGEST_COVER_WIDTH)}
          srcSet={articleCoverSrcSet(article)}
          categoryName={article.categoryName}
          title={article.title}
        />
      </div>

      <div
        className="prose-article prose prose-lg mt-10 max-w-none"
        // Rendered at build time from our own Markdown; raw HTML in articles is dropped.
        dangerouslySetInnerHTML={{ __html: articleHtml(article) }}
      />

      {article.faq ? <FaqSection faq={article.faq} /> : null}
      {article.references ? <ReferenceList references={article.references} /> : null}
      <TagList tags={article.tags} />
      <AuthorBox author={article.author} bio={article.authorBio} />
      <section className="mt-12 rounded-3xl border border-line bg-surface p-6 sm:p-8">
        <NewsletterForm location="article" articleSlug={article.slug} />
      </section>
      <ArticleCta />

      {related.length ? (
        <section aria-labelledby="relacionados" className="mt-14">
          <h2 id="relacionados" className="text-2xl font-extrabold tracking-tight">
            {blogText.relatedArticles}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {related.map((entry) => (
              <li key={entry.id}>
                <ArticleCard article={toSummary(entry)} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {chat ? (
        <FloatingChat
          href={whatsappUrl(
            chat.secondaryNumber ? siteConfig.whatsappNumberSecondary : siteConfig.whatsappNumber,
            chat.message,
          )}
          ctaName={chat.ctaName}
          slug={article.slug}
        />
      ) : null}
    </article>
  );
}
