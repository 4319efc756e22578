import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { CTA_NAMES, ctaMark } from '@/lib/analytics/cta';
import { consultingPage } from '@/content/services';
import { servicesOverview as text } from '@/content/services-overview';
import { ServiceGrid } from './service-grid';

/** The overview's body: the four services as a ladder, then where to start when unsure. */
export function ServicesOverview() {
  return (
    <>
      <section aria-labelledby="servicios-lista" className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="servicios-lista" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {text.listTitle}
        </h2>
        <ServiceGrid linkLabel={text.linkLabel} className="mt-8" />
      </section>
      {/* The card spans the row; from 1024 px its link stands beside the text, not under it. */}
      <section aria-labelledby="por-donde-empezar" className="mx-auto max-w-6xl px-4 pt-16 sm:px-6">
        <div className="grid gap-6 rounded-2xl border border-line bg-surface p-6 sm:p-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-12">
          <div className="max-w-3xl">
            <h2 id="por-donde-empezar" className="text-2xl font-extrabold tracking-tight">
              {text.start.title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-ink-muted">{text.start.text}</p>
          </div>
          <Link
            href={consultingPage.path}
            {...ctaMark(CTA_NAMES.servicesStart)}
            className={`${buttonClass.secondary} justify-self-start`}
          >
            {text.start.linkLabel}
          </Link>
        </div>
      </section>
    </>
  );
}
