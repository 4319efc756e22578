'use client';

import { ContentIcon } from '@/components/ui/content-icon';
import { blogText } from '@/content/blog-categories';
import { footerText } from '@/content/shell';
import { trackClickCta, trackClickWhatsapp } from '@/lib/analytics';
import { NEW_TAB_LINK } from '@/lib/whatsapp';

interface FloatingChatProps {
  href: string;
  ctaName: string;
  slug: string;
}

/** The article's floating chat button (bottom left, clear of the back-to-top button). */
export function FloatingChat({ href, ctaName, slug }: FloatingChatProps) {
  return (
    <a
      href={href}
      {...NEW_TAB_LINK}
      onClick={() => {
        trackClickCta(ctaName, { article_slug: slug });
        trackClickWhatsapp({ cta_name: ctaName, article_slug: slug });
      }}
      className="fixed bottom-4 left-4 z-40 inline-flex min-h-12 items-center gap-2 rounded-full bg-accent-600 px-5 font-semibold text-white shadow-lg hover:bg-accent-700 sm:bottom-6 sm:left-6"
    >
      <ContentIcon name="chat" className="size-5" />
      {blogText.floatingChat}
      <span className="sr-only"> {footerText.newTab}</span>
    </a>
  );
}
