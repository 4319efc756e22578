'use client';

import { useId } from 'react';
import type { ServiceCta } from '@/content/services';
import { measure } from '@/lib/analytics/measure';
import { NEW_TAB_LINK, whatsappUrl } from '@/lib/links/whatsapp';
import { buttonClass } from '@/components/ui/button-styles';
import { ContentIcon } from '@/components/ui/content-icon';
import { footerText } from '@/content/shell';

/**
 * The page's chat button. Tracked buttons record their conversion and open the chat in a new
 * tab; plain ones are ordinary links. Either way the link itself does the navigation, so nothing
 * can block the visitor. Its accessible name is the spec's label and nothing else (decision 13:
 * QA flows find it by that name); "opens in a new tab" is its description instead.
 */
export function ChatCta({ cta, phone }: { cta: ServiceCta; phone: string }) {
  const conversion = cta.conversion;
  const newTabId = useId();
  return (
    <a
      href={whatsappUrl(phone, cta.message)}
      {...(cta.newTab ? { ...NEW_TAB_LINK, 'aria-describedby': newTabId } : {})}
      data-cta={cta.ctaName}
      onClick={
        conversion
          ? () => measure((events) => events.trackConversion(conversion.page, conversion.action))
          : undefined
      }
      className={`${buttonClass.primary} w-full sm:w-auto`}
    >
      <ContentIcon name="chat" className="size-5" />
      {cta.label}
      {cta.newTab ? (
        <span id={newTabId} hidden>
          {footerText.newTab}
        </span>
      ) : null}
    </a>
  );
}
