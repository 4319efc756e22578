'use client';

import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { ServicesMenuContent } from '@/content/navigation';
import { usePathname } from 'next/navigation';
import { NavLink } from './nav-link';
import { SectionLink } from './section-link';
import { useDismiss } from './use-dismiss';

const MENU_ID = 'menu-servicios';
const itemClass =
  'flex items-center justify-between gap-4 rounded-lg px-3 py-2.5 text-sm font-medium text-ink hover:bg-brand-50 dark:hover:bg-white/5 aria-[current]:bg-brand-100 dark:aria-[current]:bg-white/10';

/** The menu's links in order, for the arrow keys. */
function menuLinks(container: HTMLElement | null): HTMLElement[] {
  return [...(container?.querySelectorAll<HTMLElement>(`#${MENU_ID} a`) ?? [])];
}

/**
 * "Servicios" in the header: a link to the home page's services section (spec §2, an anchor item
 * like Misión and Contacto) and, beside it, a button that opens the submenu of the service pages
 * (the disclosure pattern with a top-level link: two controls, each doing one thing, each
 * reachable by Tab, tap or click). The button opens with Enter, Space or the arrow keys; inside,
 * the arrows move between links; Escape, a click outside or focus leaving close it.
 */
export function ServicesMenu({ menu: servicesMenu }: { menu: ServicesMenuContent }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, containerRef, triggerRef);

  const onServicePage = usePathname()?.startsWith('/servicios/') ?? false;

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    // The list renders on the next frame; then the first (or, going up, the last) item takes focus.
    const last = event.key === 'ArrowUp';
    requestAnimationFrame(() => {
      const links = menuLinks(containerRef.current);
      (last ? links.at(-1) : links[0])?.focus();
    });
  }

  // Inside the open menu the arrow keys move between its links, Home and End jump to the ends.
  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const links = menuLinks(container);
      const index = links.indexOf(document.activeElement as HTMLElement);
      if (index < 0) return;
      const target = {
        ArrowDown: links[(index + 1) % links.length],
        ArrowUp: links[(index - 1 + links.length) % links.length],
        Home: links[0],
        End: links.at(-1),
      }[event.key];
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <div className={`flex items-center rounded-full ${onServicePage ? 'bg-white/15' : ''}`}>
        <SectionLink
          section={servicesMenu.section}
          onNavigate={close}
          className="inline-flex h-11 items-center rounded-l-full pr-1 pl-4 text-sm font-semibold text-white hover:bg-white/10"
        >
          {servicesMenu.label}
        </SectionLink>
        <button
          ref={triggerRef}
          type="button"
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={servicesMenu.toggleLabel}
          title={servicesMenu.toggleLabel}
          onClick={() => setOpen((value) => !value)}
          onKeyDown={onTriggerKeyDown}
          className="inline-flex h-11 w-10 items-center justify-center rounded-r-full text-white hover:bg-white/10"
        >
          <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>
      {/* The panel is always there for aria-controls; its links only while it is open: a closed
          menu's links cannot be reached, and every page would hydrate them for nothing. */}
      <div
        id={MENU_ID}
        hidden={!open}
        className="absolute top-full left-0 mt-2 w-80 rounded-2xl border border-line bg-surface p-2 shadow-xl"
      >
        {open ? (
          <ul>
            <li>
              <NavLink
                href={servicesMenu.overview.href}
                exact
                onClick={close}
                className={itemClass}
              >
                {servicesMenu.overview.label}
              </NavLink>
            </li>
            {servicesMenu.items.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} onClick={close} className={itemClass}>
                  {item.label}
                  <span className="text-xs font-semibold text-ink-muted">{item.level}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
