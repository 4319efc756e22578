'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import type { NavItem, ServicesMenuContent } from '@/content/navigation';
import { headerText } from '@/content/shell';
import { NavItemLink } from './nav-item-link';
import { NavLink } from './nav-link';
import { SectionLink } from './section-link';
import { useDismiss } from './use-dismiss';
import { useFocusTrap } from './use-focus-trap';

const PANEL_ID = 'menu-movil';
const SERVICES_ID = 'menu-movil-servicios';
const currentClass = 'aria-[current]:bg-brand-100 dark:aria-[current]:bg-white/10';
const linkClass = `block rounded-lg px-3 py-3 text-base font-semibold text-ink hover:bg-brand-50 dark:hover:bg-white/5 ${currentClass}`;
const subLinkClass = `flex items-center justify-between rounded-lg px-3 py-2.5 text-sm font-medium text-ink hover:bg-brand-50 dark:hover:bg-white/5 ${currentClass}`;

export function MobileMenu({
  menu: servicesMenu,
  nav: mainNav,
}: {
  menu: ServicesMenuContent;
  nav: readonly NavItem[];
}) {
  const [open, setOpen] = useState(false);
  // The service pages' submenu, as on the desktop: "Servicios" jumps to the home page's section,
  // the button beside it shows the pages.
  // Open from the start on a service page, where the current page is one of them.
  const onServicePage = usePathname()?.startsWith('/servicios/') ?? false;
  const [servicesOpen, setServicesOpen] = useState(onServicePage);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const release = useFocusTrap(open, containerRef);
  const close = useCallback(() => {
    release();
    setOpen(false);
  }, [release]);
  useDismiss(open, close, containerRef, triggerRef);

  return (
    <div ref={containerRef} className="md:hidden">
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? headerText.closeMenu : headerText.openMenu}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      {open ? (
        // Dims the page behind the open menu; a tap on it closes the menu.
        <div
          aria-hidden="true"
          onClick={close}
          className="fixed inset-x-0 top-16 bottom-0 bg-black/40"
        />
      ) : null}
      <div
        id={PANEL_ID}
        hidden={!open}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-surface px-4 pt-2 pb-6 shadow-xl"
      >
        {/* The panel is always there for aria-controls; its links only while it is open (a
            closed menu's links cannot be reached, and every page would hydrate them for nothing). */}
        {open ? (
          <nav aria-label={headerText.mainNavLabel}>
            <ul className="space-y-1">
              <li>
                <div className="flex items-center gap-1">
                  <SectionLink
                    section={servicesMenu.section}
                    onNavigate={close}
                    className={`flex-1 ${linkClass}`}
                  >
                    {servicesMenu.label}
                  </SectionLink>
                  <button
                    type="button"
                    aria-expanded={servicesOpen}
                    aria-controls={SERVICES_ID}
                    aria-label={servicesMenu.toggleLabel}
                    onClick={() => setServicesOpen((value) => !value)}
                    className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-brand-50 dark:hover:bg-white/5"
                  >
                    <ChevronDownIcon
                      className={`size-5 transition-transform ${servicesOpen ? 'rotate-180' : ''}`}
                    />
                  </button>
                </div>
                <ul
                  id={SERVICES_ID}
                  hidden={!servicesOpen}
                  className="ml-3 border-l border-line pl-2"
                >
                  <li>
                    <NavLink
                      href={servicesMenu.overview.href}
                      exact
                      onClick={close}
                      className={subLinkClass}
                    >
                      {servicesMenu.overview.label}
                    </NavLink>
                  </li>
                  {servicesMenu.items.map((item) => (
                    <li key={item.href}>
                      <NavLink href={item.href} onClick={close} className={subLinkClass}>
                        {item.label}
                        <span className="text-xs font-semibold text-ink-muted">{item.level}</span>
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
              {mainNav.map((item) => (
                <li key={item.label}>
                  <NavItemLink item={item} onNavigate={close} className={linkClass} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
