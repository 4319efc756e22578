import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { SiteShell } from '@/components/layout/site-shell';
import { pageEntries } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import RootLayout, { metadata as rootMetadata } from './layout';

export { viewport } from './layout';

// Next marks a not-found page noindex itself; a canonical URL would name a page that is not one.
export const metadata: Metadata = {
  ...rootMetadata,
  ...pageMetadata({ ...pageEntries.notFound, notFound: true }),
};

/**
 * Unknown URLs: the whole document, frame included (the root layout and the site's shell). A
 * global not-found page (experimental.globalNotFound) rather than app/not-found.tsx, which Next
 * serialised, frame and all, into every page's RSC payload as the root layout's not-found
 * boundary: the header and footer a second time in each page's HTML.
 */
export default function GlobalNotFound() {
  return (
    <RootLayout>
      <SiteShell>
        <NotFoundContent />
      </SiteShell>
    </RootLayout>
  );
}
