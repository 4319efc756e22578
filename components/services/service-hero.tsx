import type { ReactNode } from 'react';
import type { ServicePageContent } from '@/content/services';
import { siteConfig } from '@/lib/config/site-config';
import { ChatCta } from './chat-cta';
import { LevelBadge } from './level-badge';

/** Opening of a service page: level, title, lead, the chat button, and an illustration. */
export function ServiceHero({
  service,
  illustration,
}: {
  service: ServicePageContent;
  illustration?: ReactNode;
}) {
  return (
    <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:pt-20 lg:grid-cols-[1.2fr_1fr]">
      <div>
        <LevelBadge level={service.level} />
        <h1 className="mt-4 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl">
          {service.title}
        </h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-muted">{service.lead}</p>
        <div className="mt-8 flex flex-col gap-3 sm:items-start">
          <ChatCta cta={service.cta} phone={siteConfig.whatsappNumber} />
          <p className="text-sm text-ink-muted">{service.cta.note}</p>
        </div>
      </div>
      {illustration}
    </section>
  );
}
