import { NotFoundContent } from '@/components/layout/not-found-content';
import { SiteShell } from '@/components/layout/site-shell';
import { pageEntries } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...pageEntries.notFound, noIndex: true });

// Unknown URLs get the root layout only (route groups add their own): the site's frame is here.
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  );
}
