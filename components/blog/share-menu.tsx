'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '@/components/layout/use-dismiss';
import { blogText } from '@/content/blog-categories';
import { measure } from '@/lib/analytics/measure';
import {
  COPIED_RESET_MS,
  SHARE_WINDOW,
  type ShareNetwork,
  type ShareTarget,
  shareUrl,
} from '@/lib/links/share';

const networks: { id: ShareNetwork; label: string }[] = [
  { id: 'linkedin', label: 'LinkedIn' },
  { id: 'x', label: 'X' },
  { id: 'facebook', label: 'Facebook' },
];

type CopyState = 'idle' | 'copied' | 'failed';

const itemClass =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-semibold text-ink hover:bg-brand-50 dark:hover:bg-white/5';

/** Share on LinkedIn, X or Facebook in a 600×400 window, or copy the link. */
export function ShareMenu({ slug, target }: { slug: string; target: ShareTarget }) {
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => {
    setOpen(false);
    setCopy('idle');
  }, []);
  useDismiss(open, close, containerRef, triggerRef);

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = window.setTimeout(close, COPIED_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [copy, close]);

  function share(network: ShareNetwork) {
    measure((events) => {
      events.trackShare(network, slug);
      events.trackArticleShared(network, slug);
    });
    window.open(shareUrl(network, target), SHARE_WINDOW.name, SHARE_WINDOW.features);
    close();
  }

  async function copyLink() {
    measure((events) => {
      events.trackShare('copy_link', slug);
      events.trackArticleShared('copy_link', slug);
    });
    try {
      await navigator.clipboard.writeText(target.url);
      setCopy('copied');
    } catch (error) {
      console.warn('[compartir] no se pudo copiar el enlace', error);
      setCopy('failed');
    }
  }

  return (
    <div ref={containerRef} className="relative inline-block">
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close() : setOpen(true))}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-white/5"
      >
        {blogText.share}
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute left-0 z-30 mt-2 w-72 rounded-2xl border border-line bg-surface p-2 shadow-xl"
      >
        {/* The choices only while the menu is open: closed, nothing in it can be reached, and
            the page would hydrate them for nothing. The status line stays, for screen readers. */}
        {open ? (
          <ul>
            {networks.map((network) => (
              <li key={network.id}>
                <button
                  type="button"
                  onClick={() => share(network.id)}
                  aria-label={`${blogText.shareOn} ${network.label}`}
                  className={itemClass}
                >
                  {network.label}
                </button>
              </li>
            ))}
            <li>
              <button type="button" onClick={copyLink} className={itemClass}>
                {copy === 'copied' ? blogText.copied : blogText.copyLink}
              </button>
            </li>
          </ul>
        ) : null}
        <p role="status" className="sr-only">
          {copy === 'copied' ? blogText.copied : ''}
        </p>
        {copy === 'failed' ? (
          <div className="border-t border-line p-3">
            <label htmlFor={`${menuId}-url`} className="text-sm text-ink">
              {blogText.copyFailed}
            </label>
            <input
              id={`${menuId}-url`}
              readOnly
              value={target.url}
              onFocus={(event) => event.target.select()}
              className="mt-2 w-full rounded-lg border border-line bg-canvas px-3 py-2 text-sm text-ink"
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
