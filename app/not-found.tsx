import Link from 'next/link';
import { SectionLink } from '@/components/layout/section-link';
import { SiteShell } from '@/components/layout/site-shell';
import { PageIntro } from '@/components/sections/page-intro';
import { pageEntries } from '@/content/pages';
import { notFoundText as text } from '@/content/shell';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...pageEntries.notFound, noIndex: true });

const linkClass =
  'inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-5 font-semibold hover:border-brand-500';

// Unknown URLs get the root layout only (route groups add their own): the site's frame is here.
export default function NotFound() {
  return (
    <SiteShell>
      <PageIntro eyebrow="Error 404" title={text.title} lead={text.description}>
        <p className="mt-6 max-w-2xl text-ink-muted">{text.body}</p>
        <ul className="mt-6 flex flex-wrap gap-3">
          <li>
            <Link href="/" className={linkClass}>
              {text.home}
            </Link>
          </li>
          <li>
            <SectionLink section="servicios" className={linkClass}>
              {text.services}
            </SectionLink>
          </li>
          <li>
            <Link href="/blog/" className={linkClass}>
              {text.blog}
            </Link>
          </li>
          <li>
            <SectionLink section="contacto" className={linkClass}>
              {text.contact}
            </SectionLink>
          </li>
        </ul>
      </PageIntro>
    </SiteShell>
  );
}
