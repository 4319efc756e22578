import Link from 'next/link';
import { SectionLink } from '@/components/layout/section-link';
import { PageIntro } from '@/components/sections/page-intro';
import { servicesOverview } from '@/content/services-overview';
import { notFoundText as text } from '@/content/shell';

const linkClass =
  'inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-5 font-semibold hover:border-brand-500';

/** What a 404 says and where it sends the visitor, inside whichever frame shows it. */
export function NotFoundContent() {
  return (
    <PageIntro eyebrow="Error 404" title={text.title} lead={text.description}>
      <p className="mt-6 max-w-2xl text-ink-muted">{text.body}</p>
      <ul className="mt-6 flex flex-wrap gap-3">
        <li>
          <Link href="/" className={linkClass}>
            {text.home}
          </Link>
        </li>
        <li>
          <Link href={servicesOverview.path} className={linkClass}>
            {text.services}
          </Link>
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
  );
}
