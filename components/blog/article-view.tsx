import Link from 'next/link';
import { ArticleCard, ArticleMeta } from '@/components/blog/article-card';
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
import { DeferredNewsletterForm } from '@/components/newsletter/deferred-newsletter-form';
import {
  ARTICLE_NEWSLETTER_ID,
  NewsletterFormView,
} from '@/components/newsletter/newsletter-form-view';
import { JsonLd } from '@/components/seo/json-ld';
import { blogText, findCategory } from '@/content/blog-categories';
import {
  type Article,
  articleHtml,
  articleImagePath,
  getAdjacentArticles,
  getRelatedArticles,
  toSummary,
} from '@/lib/blog/articles';
import { LARGEST_COVER_WIDTH, articleCoverPath, articleCoverSrcSet } from '@/lib/blog/covers';
import { absoluteUrl, siteConfig } from '@/lib/config/site-config';
import { blogPostingJsonLd, faqJsonLd } from '@/lib/seo/structured-data';
import { whatsappUrl } from '@/lib/links/whatsapp';

/** The older and the newer article, by date. */
function AdjacentArticles({ article }: { article: Article }) {
  const { older, newer } = getAdjacentArticles(article);
  if (!older && !newer) return null;
  const linkClass =
    'group flex h-full flex-col rounded-2xl border border-line bg-surface p-5 hover:border-brand-500';
  return (
    <nav aria-label={blogText.adjacentArticles} className="mt-14">
      <ul className="grid gap-4 sm:grid-cols-2">
        {older ? (
          <li>
            <Link href={older.path} className={linkClass}>
              <span className="text-sm font-semibold text-ink-muted">
                <span aria-hidden="true">← </span>
                {blogText.olderArticle}
              </span>
              <span className="mt-1 font-bold text-ink group-hover:underline">{older.title}</span>
            </Link>
          </li>
        ) : null}
        {newer ? (
          <li className={older ? '' : 'sm:col-start-2'}>
            <Link href={newer.path} className={`${linkClass} sm:items-end sm:text-right`}>
              <span className="text-sm font-semibold text-ink-muted">
                {blogText.newerArticle}
                <span aria-hidden="true"> →</span>
              </span>
              <span className="mt-1 font-bold text-ink group-hover:underline">{newer.title}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** An article page: a compact header so the text starts on a desktop's first screen. */
export function ArticleView({ article }: { article: Article }) {
  const category = findCategory(article.category);
  const related = getRelatedArticles(article);
  const chat = article.floatingChat;

  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 pb-20 sm:px-6">
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
        showCurrent={false}
        trail={[
          { name: blogText.home, path: '/' },
          { name: blogText.blog, path: '/blog/' },
          { name: article.categoryName, path: category?.path ?? '/blog/' },
          { name: article.title, path: article.path },
        ]}
      />
      <header className="mt-6">
        <Link
          href={category?.path ?? '/blog/'}
          className="text-sm font-bold tracking-[0.2em] text-heading-accent uppercase hover:underline"
        >
          {article.categoryName}
        </Link>
        <h1 className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-[2.75rem]">
          {article.title}
        </h1>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
            <span className="font-semibold text-ink">{article.author}</span>
            <span aria-hidden="true">·</span>
            <ArticleMeta date={article.date} readTime={article.readTime} />
          </p>
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

      <ArticleCover
        src={articleCoverPath(article, LARGEST_COVER_WIDTH)}
        srcSet={articleCoverSrcSet(article)}
        // The article column: the viewport less its padding, at most 45rem.
        sizes="(min-width: 48rem) 45rem, calc(100vw - 2rem)"
        priority
        // A low band on wider screens keeps the first paragraph on the first screen.
        className="mt-6 aspect-[1200/630] rounded-3xl sm:aspect-[3/1]"
      />

      <div
        className="article-body prose-article prose prose-lg mt-8 max-w-none"
        // Rendered at build time from our own Markdown; raw HTML in articles is dropped.
        dangerouslySetInnerHTML={{ __html: articleHtml(article) }}
      />

      {article.faq ? <FaqSection faq={article.faq} /> : null}
      {article.references ? <ReferenceList references={article.references} /> : null}
      <TagList tags={article.tags} />
      <AuthorBox author={article.author} bio={article.authorBio} />
      <section
        id={ARTICLE_NEWSLETTER_ID}
        className="mt-12 scroll-mt-24 rounded-3xl border border-line bg-surface p-6 sm:p-8"
      >
        <DeferredNewsletterForm location="article" articleSlug={article.slug}>
          <NewsletterFormView location="article" />
        </DeferredNewsletterForm>
      </section>
      <ArticleCta />

      {related.length ? (
        <section aria-labelledby="relacionados" className="mt-14">
          <h2 id="relacionados" className="text-2xl font-extrabold tracking-tight">
            {blogText.relatedArticles}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {related.map((entry, index) => {
              // An odd last card takes the whole row, wide, instead of sitting alone at half width.
              const alone = index === related.length - 1 && related.length % 2 === 1;
              return (
                <li key={entry.id} className={alone ? 'sm:col-span-2' : ''}>
                  <ArticleCard
                    article={toSummary(entry)}
                    headingLevel="h3"
                    layout={alone ? 'wide' : 'stacked'}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <AdjacentArticles article={article} />

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
