'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { currentState } from '@/lib/layout/nav-current';

/**
 * A navigation link that tells assistive technology, and the eye, when it is where you are.
 * `exact` marks only the page itself: the services overview sits in a menu beside its own
 * pages, which are marked on their own.
 */
export function NavLink({
  href,
  exact = false,
  ...props
}: ComponentProps<typeof Link> & { href: string; exact?: boolean }) {
  const state = currentState(usePathname(), href);
  const current = exact && state !== 'page' ? undefined : state;
  return <Link href={href} aria-current={current} {...props} />;
}
