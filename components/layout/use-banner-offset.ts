'use client';

import { type CSSProperties, useSyncExternalStore } from 'react';
import { readBannerHeight, subscribeBannerHeight } from '@/lib/layout/banner-offset';

/** A floating button's own style while the cookie banner shows: `--banner-height` for its CSS. */
export function useBannerOffset(): CSSProperties | undefined {
  const height = useSyncExternalStore(subscribeBannerHeight, readBannerHeight, () => 0);
  return height ? ({ '--banner-height': `${height}px` } as CSSProperties) : undefined;
}
