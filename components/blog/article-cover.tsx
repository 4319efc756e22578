'use client';

import { ImageFailure } from '@/components/ui/image-failure';
import { IMAGE_FRAME_ATTR } from '@/lib/browser/image-failure';

interface ArticleCoverProps {
  /** The largest width; `srcSet` lists every width. */
  src: string;
  srcSet: string;
  /** How wide the picture is shown, for the browser's choice in `srcSet`. */
  sizes: string;
  /** On the first screen: fetched at once and first. Elsewhere: lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * An article's cover (lib/blog/cover-art.ts): artwork without text, since its title is printed beside
 * it. If it fails to load, the box keeps its place with the brand gradient and says so
 * (spec §2, decision 14: the boot script's image-failure listener reveals the text). A client
 * component only so that a list's RSC payload carries each cover's props, not its whole markup
 * (on /blog/ that was +1.5 KB gzip of HTML); it has no state and no effect.
 */
export function ArticleCover({
  src,
  srcSet,
  sizes,
  priority = false,
  className,
}: ArticleCoverProps) {
  return (
    <div
      {...{ [IMAGE_FRAME_ATTR]: '' }}
      className={`relative overflow-hidden bg-gradient-to-br from-brand-700 to-brand-900 ${className ?? 'aspect-[1200/630]'}`}
    >
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt=""
        width={1200}
        height={630}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        className="absolute inset-0 size-full object-cover"
      />
      <ImageFailure tone="onBrand" />
    </div>
  );
}
