import Link from 'next/link';
import { JsonLd } from '@/components/seo/json-ld';
import { blogText } from '@/content/blog-categories';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export interface Crumb {
  name: string;
  path: string;
}

/** Visible breadcrumb trail and its BreadcrumbList structured data. The last crumb is the page. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <nav aria-label={blogText.breadcrumbLabel} className="text-sm text-ink-muted">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {trail.map((crumb, index) => {
            const last = index === trail.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-2">
                {last ? (
                  <span aria-current="page" className="font-semibold text-ink">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <Link
                      href={crumb.path}
                      className="underline-offset-2 hover:text-ink hover:underline"
                    >
                      {crumb.name}
                    </Link>
                    <span aria-hidden="true">/</span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
