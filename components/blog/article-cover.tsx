'use client';

import { useState } from 'react';

interface ArticleCoverProps {
  /** The largest width; `srcSet` lists every width. */
  src: string;
  srcSet: string;
  categoryName: string;
  title: string;
}

/**
 * The article's cover (the same design as its social image). If it fails to load, the image is
 * hidden and a gradient with the category and title takes its place, in the same box.
 */
export function ArticleCover({ src, srcSet, categoryName, title }: ArticleCoverProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="relative aspect-[1200/630] overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900">
      {failed ? (
        <div
          data-testid="cover-fallback"
          className="absolute inset-0 flex flex-col justify-end p-6 text-white sm:p-10"
          aria-hidden="true"
        >
          <span className="text-sm font-bold tracking-[0.2em] text-brand-100 uppercase">
            {categoryName}
          </span>
          <span className="mt-2 line-clamp-3 text-xl font-extrabold sm:text-3xl">{title}</span>
        </div>
      ) : (
        <img
          src={src}
          srcSet={srcSet}
          // The article column: the viewport less its padding, at most 45rem.
          sizes="(min-width: 48rem) 45rem, calc(100vw - 2rem)"
          alt=""
          width={1200}
          height={630}
          decoding="async"
          // The cover is the largest thing on an article's first screen: fetch it first.
          fetchPriority="high"
          onError={() => setFailed(true)}
          // An image that failed before hydration fired its error event before React listened.
          ref={(image) => {
            if (image?.complete && image.naturalWidth === 0) setFailed(true);
          }}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  );
}
