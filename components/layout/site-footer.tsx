import { LinkedInIcon } from '@/components/ui/icons';
import { legalNav, mainNav } from '@/content/navigation';
import { services } from '@/content/services';
import { footerText } from '@/content/shell';
import { subscriptionText } from '@/content/subscription';
import { siteConfig } from '@/lib/config/site-config';
import { NEW_TAB_LINK } from '@/lib/links/whatsapp';
import { FooterNewsletter } from '@/components/newsletter/footer-newsletter';
import { DeferredNewsletterForm } from '@/components/newsletter/deferred-newsletter-form';
import {
  ARTICLE_NEWSLETTER_ID,
  NewsletterFormView,
} from '@/components/newsletter/newsletter-form-view';
import { newsletterText } from '@/content/newsletter';
import { FooterNewsletterBand } from './footer-newsletter-band';
import { NavItemLink } from './nav-item-link';
import { NavLink } from './nav-link';

const linkClass =
  'text-sm text-ink-muted hover:text-ink hover:underline underline-offset-2 aria-[current]:font-semibold aria-[current]:text-ink';
const headingClass = 'text-sm font-bold tracking-wide text-ink uppercase';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="footer-deferred border-t border-line bg-surface">
      <FooterNewsletterBand hiddenOn={subscriptionText.path}>
        <div className="border-b border-line">
          <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
            <FooterNewsletter
              form={
                <DeferredNewsletterForm location="footer">
                  <NewsletterFormView location="footer" />
                </DeferredNewsletterForm>
              }
              articleNote={
                <p className="text-ink-muted">
                  <span className="font-bold text-ink">{newsletterText.title}.</span>{' '}
                  <a
                    href={`#${ARTICLE_NEWSLETTER_ID}`}
                    className="font-semibold text-accent-700 underline underline-offset-2 dark:text-accent-300"
                  >
                    {newsletterText.articleFormLink}
                  </a>
                </p>
              }
            />
          </div>
        </div>
      </FooterNewsletterBand>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2.5 text-xl font-bold text-ink">
            <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
            {siteConfig.name}
          </p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-ink-muted">
            {footerText.summary}
          </p>
          <a
            href={siteConfig.linkedinUrl}
            {...NEW_TAB_LINK}
            className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink hover:underline"
          >
            <LinkedInIcon className="size-5 text-brand-700 dark:text-brand-300" />
            {footerText.linkedin}
            <span className="sr-only"> {footerText.newTab}</span>
          </a>
        </div>
        <nav aria-label={footerText.servicesHeading}>
          <h2 className={headingClass}>{footerText.servicesHeading}</h2>
          <ul className="mt-3 space-y-1">
            {services.map((service) => (
              <li key={service.slug}>
                <NavLink href={service.path} className={`${linkClass} inline-block py-1.5`}>
                  {service.shortTitle}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={footerText.siteHeading}>
          <h2 className={headingClass}>{footerText.siteHeading}</h2>
          <ul className="mt-3 space-y-1">
            {mainNav.map((item) => (
              <li key={item.label}>
                <NavItemLink item={item} className={`${linkClass} inline-block py-1.5`} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={footerText.legalHeading}>
          <h2 className={headingClass}>{footerText.legalHeading}</h2>
          <ul className="mt-3 space-y-1">
            {[...legalNav, { label: subscriptionText.footerLink, href: subscriptionText.path }].map(
              (item) => (
                <li key={item.href}>
                  <NavLink
                    href={item.href}
                    lang={'lang' in item ? item.lang : undefined}
                    hrefLang={'lang' in item ? item.lang : undefined}
                    className={`${linkClass} inline-block py-1.5`}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <p className="site-footer-end mx-auto max-w-6xl px-4 pt-5 text-sm text-ink-muted sm:px-6">
          © {year} {siteConfig.name}. {footerText.rights}
        </p>
      </div>
    </footer>
  );
}
