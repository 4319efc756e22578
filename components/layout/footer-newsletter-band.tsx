'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * The footer's newsletter strip (rendered on the server, handed in as children), left out on the
 * page whose own form already subscribes (/boletin/): one sign-up per page. The path comes as a
 * prop so the subscription page's copy stays out of every page's JavaScript, and the markup stays
 * on the server: this leaf is only the choice (the home page's script budget has no room for more).
 */
export function FooterNewsletterBand({
  hiddenOn,
  children,
}: {
  hiddenOn: string;
  children: ReactNode;
}) {
  const trim = (path: string | null) => path?.replace(/\/$/, '');
  return trim(usePathname()) === trim(hiddenOn) ? null : children;
}
