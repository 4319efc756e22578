'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { newsletterText } from '@/content/newsletter';
import { isArticlePath } from '@/lib/blog/paths';
import { NewsletterForm } from './newsletter-form';

/** The id of an article's own sign-up form, which the footer links to. */
export const ARTICLE_NEWSLETTER_ID = 'boletin';

/**
 * The footer's sign-up. An article ends with its own form (which records the article), so there
 * the footer only links to it: one form per page.
 */
export function FooterNewsletter({ manageLink }: { manageLink: ReactNode }) {
  const pathname = usePathname();
  if (pathname && isArticlePath(pathname)) {
    return (
      <p className="text-ink-muted">
        <span className="font-bold text-ink">{newsletterText.title}.</span>{' '}
        <a
          href={`#${ARTICLE_NEWSLETTER_ID}`}
          className="font-semibold text-accent-700 underline underline-offset-2 dark:text-accent-300"
        >
          {newsletterText.articleFormLink}
        </a>
      </p>
    );
  }
  return <NewsletterForm location="footer" manageLink={manageLink} />;
}
