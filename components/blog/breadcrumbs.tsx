import Link from 'next/link';
import { JsonLd } from '@/components/seo/json-ld';
import { blogText } from '@/content/blog-categories';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';

export interface Crumb {
  name: string;
  path: string;
}

/**
 * Visible breadcrumb trail and its BreadcrumbList structured data. The last crumb is the page;
 * `showCurrent={false}` leaves it out of sight (an article, whose title is the h1 just below).
 */
export function Breadcrumbs({
  trail,
  showCurrent = true,
}: {
  trail: Crumb[];
  showCurrent?: boolean;
}) {
  const visible = showCurrent ? trail : trail.slice(0, -1);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <nav aria-label={blogText.breadcrumbLabel} className="text-sm text-ink-muted">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {visible.map((crumb, index) => {
            const last = showCurrent && index === visible.length - 1;
            // The separator goes before a crumb, never after the last one shown.
            return (
              <li key={crumb.path} className="flex items-center gap-2">
                {index > 0 ? <span aria-hidden="true">/</span> : null}
                {last ? (
                  <span aria-current="page" className="font-semibold text-ink">
                    {crumb.name}
                  </span>
                ) : (
                  <Link
                    href={crumb.path}
                    className="underline-offset-2 hover:text-ink hover:underline"
                  >
                    {crumb.name}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
