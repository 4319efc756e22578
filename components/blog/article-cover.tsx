'use client';

import { useState } from 'react';

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
 * it. If it fails to load, the brand gradient takes its place in the same box.
 */
export function ArticleCover({
  src,
  srcSet,
  sizes,
  priority = false,
  className,
}: ArticleCoverProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div
      className={`relative overflow-hidden bg-gradient-to-br from-brand-700 to-brand-900 ${className ?? 'aspect-[1200/630]'}`}
    >
      {failed ? (
        <div data-testid="cover-fallback" aria-hidden="true" className="absolute inset-0">
          <span className="absolute right-6 bottom-5 h-1.5 w-16 rounded-full bg-accent-500" />
        </div>
      ) : (
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
          onError={() => setFailed(true)}
          // An image that failed before hydration fired its error event before React listened.
          // Only eager ones can have: a lazy one not yet fetched may also report no size.
          ref={(image) => {
            if (priority && image?.complete && image.naturalWidth === 0) setFailed(true);
          }}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  );
}
