import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { consultingPage, services } from '@/content/services';
import { servicesOverview as text } from '@/content/services-overview';
import { ServiceCard } from './service-card';

/** The overview's body: the four services as a ladder, then where to start when unsure. */
export function ServicesOverview() {
  return (
    <>
      <section aria-labelledby="servicios-lista" className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="servicios-lista" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {text.listTitle}
        </h2>
        <ol
          className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4"
          data-testid="services-overview"
        >
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceCard service={service} linkLabel={text.linkLabel} />
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="por-donde-empezar" className="mx-auto max-w-6xl px-4 pt-16 sm:px-6">
        <div className="max-w-3xl rounded-2xl border border-line bg-surface p-6 sm:p-8">
          <h2 id="por-donde-empezar" className="text-2xl font-extrabold tracking-tight">
            {text.start.title}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-ink-muted">{text.start.text}</p>
          <Link href={consultingPage.path} className={`${buttonClass.secondary} mt-6`}>
            {text.start.linkLabel}
          </Link>
        </div>
      </section>
    </>
  );
}
