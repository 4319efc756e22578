import { NotFoundContent } from '@/components/layout/not-found-content';
import { SiteShell } from '@/components/layout/site-shell';
import { pageEntries } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

// Next marks a not-found page noindex itself; a canonical URL would name a page that is not one.
export const metadata = pageMetadata({ ...pageEntries.notFound, notFound: true });

// Unknown URLs get the root layout only (route groups add their own): the site's frame is here.
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  );
}
