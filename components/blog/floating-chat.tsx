'use client';

import { ContentIcon } from '@/components/ui/content-icon';
import { blogText } from '@/content/blog-categories';
import { footerText } from '@/content/shell';
import { trackClickCta, trackClickWhatsapp } from '@/lib/analytics/events';
import { NEW_TAB_LINK } from '@/lib/whatsapp';

interface FloatingChatProps {
  href: string;
  ctaName: string;
  slug: string;
}

/**
 * The article's floating chat button, at the bottom right below the back-to-top button. A round
 * icon while the text column reaches the screen's edge; with its words where there is a margin.
 */
export function FloatingChat({ href, ctaName, slug }: FloatingChatProps) {
  return (
    <a
      href={href}
      {...NEW_TAB_LINK}
      onClick={() => {
        trackClickCta(ctaName, { article_slug: slug });
        trackClickWhatsapp({ cta_name: ctaName, article_slug: slug });
      }}
      className="floating-action floating-chat inline-flex size-12 items-center justify-center gap-2 rounded-full bg-accent-600 font-semibold text-white shadow-lg hover:bg-accent-700 xl:w-auto xl:px-5"
    >
      <ContentIcon name="chat" className="size-5 shrink-0" />
      <span className="sr-only xl:not-sr-only">{blogText.floatingChat}</span>
      <span className="sr-only"> {footerText.newTab}</span>
    </a>
  );
}
