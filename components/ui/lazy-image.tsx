'use client';

import { useEffect, useRef, useState } from 'react';
import { lazyImageErrorText } from '@/content/shell';

/** Images start loading this far before they scroll into view (spec §9). */
export const LAZY_IMAGE_MARGIN = '200px';

interface LazyImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * An image that loads shortly before it enters the viewport. Its box keeps the image's aspect
 * ratio from the start, so neither loading nor a failure moves the page.
 */
export function LazyImage({ src, alt, width, height, className = '' }: LazyImageProps) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    if (!('IntersectionObserver' in window)) {
      const frame = requestAnimationFrame(() => setNear(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: `${LAZY_IMAGE_MARGIN} 0px` },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return (
    <span
      ref={boxRef}
      className={`relative block overflow-hidden bg-surface-raised ${className}`}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {failed ? (
        <span
          role="img"
          aria-label={alt}
          className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-ink-muted"
        >
          <span lang="en" aria-hidden="true">
            {lazyImageErrorText}
          </span>
        </span>
      ) : near ? (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </span>
  );
}
