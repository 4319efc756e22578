'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { currentState } from '@/lib/nav-current';

/** A navigation link that tells assistive technology, and the eye, when it is where you are. */
export function NavLink({ href, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const current = currentState(usePathname(), href);
  return <Link href={href} aria-current={current} {...props} />;
}
