import type { ServicePageContent } from '@/content/services';
import { siteConfig } from '@/lib/config/site-config';
import { DiagnosisLink } from '@/components/diagnosis/diagnosis-link';
import { ChatCta } from './chat-cta';

/** The last word of a service page: the same chat button as its opening, after the content. */
export function ServiceClosing({ service }: { service: ServicePageContent }) {
  return (
    <section aria-labelledby="siguiente-paso" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="grid gap-8 rounded-3xl bg-brand-700 px-5 py-10 text-white sm:px-12 sm:py-12 lg:grid-cols-[1.4fr_1fr] lg:items-center">
        <div>
          <h2
            id="siguiente-paso"
            className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl"
          >
            {service.closing.title}
          </h2>
          <p className="mt-3 max-w-xl text-lg leading-relaxed text-brand-50">
            {service.closing.text}
          </p>
        </div>
        <div className="flex flex-col gap-3 lg:items-end">
          <ChatCta cta={service.cta} phone={siteConfig.whatsappNumber} />
          <p className="text-sm text-brand-100 lg:text-right">{service.cta.note}</p>
          <DiagnosisLink className="text-white lg:text-right" />
        </div>
      </div>
    </section>
  );
}
