'use client';

import Link from 'next/link';
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { ServicesMenuContent } from '@/content/navigation';
import { SectionLink } from './section-link';
import { useDismiss } from './use-dismiss';

const MENU_ID = 'menu-servicios';
const itemClass =
  'flex items-center justify-between gap-4 rounded-lg px-3 py-2.5 text-sm font-medium text-ink hover:bg-brand-50 dark:hover:bg-white/5';

export function ServicesMenu({ menu: servicesMenu }: { menu: ServicesMenuContent }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, containerRef, triggerRef);

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    // The list renders on the next frame; then the first item takes focus.
    requestAnimationFrame(() => containerRef.current?.querySelector<HTMLElement>('a')?.focus());
  }

  return (
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKeyDown}
        className="inline-flex h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold text-white hover:bg-white/10"
      >
        {servicesMenu.label}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={MENU_ID}
        hidden={!open}
        className="absolute top-full left-0 mt-2 w-80 rounded-2xl border border-line bg-surface p-2 shadow-xl"
      >
        <ul>
          <li>
            <SectionLink
              section={servicesMenu.overview.section}
              onNavigate={close}
              className={itemClass}
            >
              {servicesMenu.overview.label}
            </SectionLink>
          </li>
          {servicesMenu.items.map((item) => (
            <li key={item.href}>
              <Link href={item.href} onClick={close} className={itemClass}>
                {item.label}
                <span className="text-xs font-semibold text-ink-muted">{item.level}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
