'use client';

import type { ReactNode } from 'react';
import { measure } from '@/lib/analytics/measure';
import { NEW_TAB_LINK } from '@/lib/links/whatsapp';

interface ContactButtonProps {
  href: string;
  content: string;
  itemId: string;
  /** Its name in analytics (lib/analytics/cta.ts). */
  cta: string;
  className: string;
  children: ReactNode;
}

/** Opens the chat in a new tab and records the contact and whatsapp_click events. */
export function ContactButton({
  href,
  content,
  itemId,
  cta,
  className,
  children,
}: ContactButtonProps) {
  return (
    <a
      href={href}
      {...NEW_TAB_LINK}
      data-cta={cta}
      onClick={() => measure((events) => events.trackContact(content, itemId))}
      className={className}
    >
      {children}
    </a>
  );
}
