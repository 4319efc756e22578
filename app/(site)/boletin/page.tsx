import { PageIntro } from '@/components/sections/page-intro';
import { SubscriptionManager } from '@/components/newsletter/subscription-manager';
import { subscriptionText as text } from '@/content/subscription';
import { getPublishedArticles } from '@/lib/blog/articles';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: text.metaTitle,
  description: text.metaDescription,
  path: text.path,
  noIndex: true,
});

export default function BoletinPage() {
  // Titles by slug, to say which article a sign-up came from (about 60 bytes an article).
  const titles = Object.fromEntries(
    getPublishedArticles().map((article) => [article.slug, article.title]),
  );
  return (
    <>
      <PageIntro eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <SubscriptionManager titles={titles} />
      </div>
    </>
  );
}
