'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { trackPageView } from '@/lib/analytics/events';

/**
 * Sends page_view (path plus search) on every client-side route change. The first view of a full
 * load is left to the tag's own configuration, which sends it once analytics loads.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const firstView = useRef(true);

  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    trackPageView(pathname, search ? `?${search}` : '');
  }, [pathname, search]);

  return null;
}
