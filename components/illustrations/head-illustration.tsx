import { ImageFailure } from '@/components/ui/image-failure';
import { IMAGE_FRAME_ATTR } from '@/lib/browser/image-failure';

/**
 * One of the two decorative head illustrations (data, AI) the loading overlay preloads. In the
 * dark theme the tile turns deep olive and the drawing's lightness is inverted with its hues kept
 * (invert, then a half turn of hue), so one file serves both themes. A square box holds the
 * drawing's place, and says so if it fails (decision 14).
 */
export function HeadIllustration({ kind }: { kind: 'data' | 'ai' }) {
  return (
    <div className="mx-auto w-full max-w-56 rounded-[2rem] bg-brand-100 p-6 sm:max-w-xs sm:p-8 dark:bg-brand-900 dark:ring-1 dark:ring-white/10">
      <div {...{ [IMAGE_FRAME_ATTR]: '' }} className="relative aspect-square">
        <img
          src={`/illustrations/head-${kind}.svg`}
          alt=""
          width={200}
          height={200}
          // Lazy: React then writes no preload hint for it into the page's RSC payload, which every
          // link that prefetches a service page (the footer's, the home's cards) would otherwise
          // apply, fetching an image that page does not show.
          loading="lazy"
          className="size-full dark:hue-rotate-180 dark:invert"
        />
        <ImageFailure />
      </div>
    </div>
  );
}
