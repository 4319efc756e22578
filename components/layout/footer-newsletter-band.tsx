'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { currentState } from '@/lib/nav-current';

/**
 * The footer's newsletter strip, left out on the page whose own form already subscribes
 * (/boletin/): one sign-up per page. The path comes as a prop so the subscription page's copy
 * stays out of every page's JavaScript.
 */
export function FooterNewsletterBand({
  hiddenOn,
  children,
}: {
  hiddenOn: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  if (currentState(pathname, hiddenOn) === 'page') return null;
  return (
    <div className="border-b border-line">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">{children}</div>
    </div>
  );
}
