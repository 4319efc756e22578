import { SectionLink } from '@/components/layout/section-link';
import { PageIntro } from '@/components/sections/page-intro';
import type { ServiceSummary } from '@/content/services';
import { serviceCta } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';

export function serviceMetadata(service: ServiceSummary) {
  return pageMetadata({ title: service.title, description: service.description, path: service.path });
}

/** A service page: its badge, title and summary, and the way to book a session. */
export function ServicePage({ service }: { service: ServiceSummary }) {
  return (
    <PageIntro eyebrow={service.level} title={service.title} lead={service.description}>
      <div className="mt-8 flex flex-col gap-2">
        <SectionLink
          section="contacto"
          className="inline-flex min-h-12 w-fit items-center justify-center rounded-full bg-accent-600 px-6 font-semibold text-white hover:bg-accent-700"
        >
          {serviceCta.label}
        </SectionLink>
        <p className="text-sm text-ink-muted">{serviceCta.note}</p>
      </div>
    </PageIntro>
  );
}
