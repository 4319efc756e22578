'use client';

import { useEffect, useRef } from 'react';
import { siteConfig } from '@/lib/config/site-config';

/**
 * A mail shown as it will arrive, inside the page (lib/browser/mail-preview.ts says how, under the
 * site's CSP; it brings an HTML parser, so it is fetched with the first mail). The mail is up to
 * 560 px wide: on a phone it scrolls sideways in its own box, never the page; paint containment
 * keeps anything the mail positions inside that box.
 */
export function MailPreviewBox({ html, label }: { html: string; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let active = true;
    void import('@/lib/browser/mail-preview').then(({ renderMailPreview }) => {
      if (active && host.current)
        renderMailPreview(host.current, html, { siteUrl: siteConfig.url });
    });
    return () => {
      active = false;
    };
  }, [html]);
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="mt-3 max-w-full overflow-x-auto rounded-xl border border-line [contain:paint]"
    >
      <div ref={host} data-testid="mail-preview" />
    </div>
  );
}
