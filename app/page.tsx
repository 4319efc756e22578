import Link from 'next/link';
import { SectionLink } from '@/components/layout/section-link';
import { SectionHeading } from '@/components/sections/section-heading';
import { contactSection, hero, missionSection, servicesSection } from '@/content/home';
import { services } from '@/content/services';
import { pageEntries } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site-config';
import { NEW_TAB_LINK, whatsappUrl } from '@/lib/whatsapp';

const primaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-accent-600 px-6 text-base font-semibold text-white shadow-sm hover:bg-accent-700';
const secondaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-full border border-brand-700 px-6 text-base font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-white/5';

export const metadata = pageMetadata(pageEntries.home);

export default function HomePage() {
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 pt-16 pb-20 sm:px-6 md:pt-24">
        <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
          {hero.badge}
        </p>
        <h1 className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {hero.title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-muted">{hero.lead}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <SectionLink section="servicios" className={primaryButton}>
            {hero.primaryCta}
          </SectionLink>
          <SectionLink section="contacto" className={secondaryButton}>
            {hero.secondaryCta}
          </SectionLink>
        </div>
      </section>

      <section id="mision" aria-labelledby="mision-titulo" className="bg-surface py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading id="mision-titulo">{missionSection.title}</SectionHeading>
          <p className="mt-4 max-w-3xl text-xl leading-relaxed">{missionSection.text}</p>
        </div>
      </section>

      <section id="servicios" aria-labelledby="servicios-titulo" className="py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading id="servicios-titulo">{servicesSection.title}</SectionHeading>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">{servicesSection.lead}</p>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {services.map((service) => (
              <li key={service.slug} className="flex flex-col rounded-2xl border border-line bg-surface p-6">
                <p className="text-xs font-bold tracking-wide text-brand-700 uppercase dark:text-brand-300">
                  {service.level}
                </p>
                <h3 className="mt-2 text-lg font-bold">{service.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">
                  {service.description}
                </p>
                <Link
                  href={service.path}
                  className="mt-4 text-sm font-semibold text-accent-700 underline-offset-2 hover:underline dark:text-accent-300"
                >
                  {servicesSection.linkLabel}
                  <span className="sr-only">: {service.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="contacto" aria-labelledby="contacto-titulo" className="bg-surface py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading id="contacto-titulo">{contactSection.title}</SectionHeading>
          <p className="mt-4 max-w-2xl text-xl leading-relaxed">{contactSection.text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a
              href={whatsappUrl(siteConfig.whatsappNumber, contactSection.whatsappMessage)}
              {...NEW_TAB_LINK}
              className={primaryButton}
            >
              {contactSection.whatsappCta}
            </a>
            <a href={siteConfig.linkedinUrl} {...NEW_TAB_LINK} className={secondaryButton}>
              {contactSection.linkedinCta}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
