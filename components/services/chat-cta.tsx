'use client';

import type { ServiceCta } from '@/content/services';
import { trackConversion } from '@/lib/analytics/events';
import { NEW_TAB_LINK, whatsappUrl } from '@/lib/whatsapp';
import { buttonClass } from '@/components/ui/button-styles';
import { ContentIcon } from '@/components/ui/content-icon';
import { footerText } from '@/content/shell';

/**
 * The page's chat button. Tracked buttons record their conversion and open the chat in a new
 * tab; plain ones are ordinary links. Either way the link itself does the navigation, so nothing
 * can block the visitor.
 */
export function ChatCta({ cta, phone }: { cta: ServiceCta; phone: string }) {
  const conversion = cta.conversion;
  return (
    <a
      href={whatsappUrl(phone, cta.message)}
      {...(cta.newTab ? NEW_TAB_LINK : {})}
      onClick={conversion ? () => trackConversion(conversion.page, conversion.action) : undefined}
      className={`${buttonClass.primary} w-full tracking-wide sm:w-auto`}
    >
      <ContentIcon name="chat" className="size-5" />
      {cta.label}
      {cta.newTab ? <span className="sr-only"> {footerText.newTab}</span> : null}
    </a>
  );
}
