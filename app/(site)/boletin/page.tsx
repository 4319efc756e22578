import { PageIntro } from '@/components/sections/page-intro';
import { SubscriptionManager } from '@/components/newsletter/subscription-manager';
import { subscriptionText as text } from '@/content/subscription';
import { articleTitles } from '@/lib/blog/articles';
import { emailLinkScript } from '@/lib/browser/boot-script';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: text.metaTitle,
  description: text.metaDescription,
  path: text.path,
  noIndex: true,
});

export default function BoletinPage() {
  return (
    <>
      {/* Before any bundle: the link's one-time code leaves the address bar. */}
      <script dangerouslySetInnerHTML={{ __html: emailLinkScript }} />
      <PageIntro eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <SubscriptionManager titles={articleTitles()} />
      </div>
    </>
  );
}
