import { CssLoopScene } from '@/components/illustrations/css-loop-scene';
import { heroScene } from '@/components/illustrations/hero-scene';
import { SectionLink } from '@/components/layout/section-link';
import { ContentIcon } from '@/components/ui/content-icon';
import { buttonClass } from '@/components/ui/button-styles';
import { hero } from '@/content/home';
import { CTA_NAMES } from '@/lib/analytics/cta';

export function HeroSection() {
  return (
    <section className="relative overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:pt-20 lg:grid-cols-[1.15fr_1fr] lg:pb-24">
        <div>
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
            {hero.badge}
          </p>
          <h1 className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-5xl xl:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-muted">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SectionLink
              section="servicios"
              cta={CTA_NAMES.heroServices}
              className={buttonClass.primary}
            >
              {hero.primaryCta}
            </SectionLink>
            <SectionLink
              section="contacto"
              cta={CTA_NAMES.heroContact}
              className={buttonClass.secondary}
            >
              {hero.secondaryCta}
            </SectionLink>
          </div>
          <ul className="mt-10 grid gap-4 sm:grid-cols-3">
            {hero.benefits.map((benefit) => (
              <li key={benefit.title} className="flex gap-3 sm:flex-col sm:gap-2">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100">
                  <ContentIcon name={benefit.icon} className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-ink">{benefit.title}</span>
                  <span className="block text-sm text-ink-muted">{benefit.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <CssLoopScene scene={heroScene} />
        </div>
      </div>
    </section>
  );
}
