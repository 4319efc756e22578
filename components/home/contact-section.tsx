import { buttonClass } from '@/components/ui/button-styles';
import { CTA_NAMES, ctaMark } from '@/lib/analytics/cta';
import { ContentIcon } from '@/components/ui/content-icon';
import { LinkedInIcon } from '@/components/ui/icons';
import { contactSection as text } from '@/content/home';
import { footerText } from '@/content/shell';
import { siteConfig } from '@/lib/config/site-config';
import { NEW_TAB_LINK, whatsappUrl } from '@/lib/links/whatsapp';
import { ContactButton } from './contact-button';

export function ContactSection() {
  return (
    <section id="contacto" aria-labelledby="contacto-titulo" className="pt-6 pb-16 lg:pb-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="grid gap-10 rounded-3xl bg-brand-700 px-6 py-12 text-white sm:px-12 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <p className="text-sm font-bold tracking-[0.2em] text-brand-100 uppercase">
              {text.title}
            </p>
            <h2
              id="contacto-titulo"
              className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl"
            >
              {text.heading}
            </h2>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-brand-50">{text.text}</p>
            <ul className="mt-6 space-y-2">
              {text.points.map((point) => (
                <li key={point} className="flex items-center gap-3 text-brand-50">
                  <ContentIcon name="check" className="size-5 shrink-0 text-brand-200" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-3">
            <ContactButton
              href={whatsappUrl(siteConfig.whatsappNumber, text.whatsappMessage)}
              content={text.tracking.content}
              itemId={text.tracking.itemId}
              cta={CTA_NAMES.homeWhatsapp}
              className={buttonClass.primary}
            >
              <ContentIcon name="chat" className="size-5" />
              {text.whatsappCta}
              <span className="sr-only"> {footerText.newTab}</span>
            </ContactButton>
            <p className="text-center text-sm text-brand-100">{text.whatsappNote}</p>
            <a
              href={siteConfig.linkedinUrl}
              {...NEW_TAB_LINK}
              {...ctaMark(CTA_NAMES.homeLinkedin)}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-white/60 px-6 font-semibold text-white transition-colors hover:bg-white/10"
            >
              <LinkedInIcon className="size-5" />
              {text.linkedinCta}
              <span className="sr-only"> {footerText.newTab}</span>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
