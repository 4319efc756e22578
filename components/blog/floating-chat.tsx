'use client';

import { ContentIcon } from '@/components/ui/content-icon';
import { blogText } from '@/content/blog-categories';
import { footerText } from '@/content/shell';
import { measure } from '@/lib/analytics/measure';
import { NEW_TAB_LINK } from '@/lib/links/whatsapp';
import { useBannerOffset } from '@/components/layout/use-banner-offset';

interface FloatingChatProps {
  href: string;
  ctaName: string;
  slug: string;
}

/**
 * The article's floating chat entry: a bar across the bottom of the screen at every width, so it
 * never sits on text (the text column reaches the screen's edges on a phone, and the footer's
 * columns fill the margins on a desktop); the page keeps room for it at its end (app/globals.css,
 * `.floating-chat`).
 */
export function FloatingChat({ href, ctaName, slug }: FloatingChatProps) {
  const bannerOffset = useBannerOffset();
  return (
    <a
      href={href}
      {...NEW_TAB_LINK}
      data-cta={ctaName}
      style={bannerOffset}
      onClick={() =>
        measure((events) => {
          events.trackClickCta(ctaName, { article_slug: slug });
          events.trackClickWhatsapp({ cta_name: ctaName, article_slug: slug });
        })
      }
      className="floating-action floating-chat flex min-h-12 items-center justify-center gap-2 bg-accent-600 font-semibold text-white shadow-lg hover:bg-accent-700"
    >
      <ContentIcon name="chat" className="size-5 shrink-0" />
      <span>{blogText.floatingChat}</span>
      <span className="sr-only"> {footerText.newTab}</span>
    </a>
  );
}
