'use client';

import { type ReactNode, createElement, useEffect, useRef, useState } from 'react';
import { useIdleImport } from '@/components/motion/use-idle-import';

const loadAnimated = () =>
  import('./mission-diagram-animated').then((module) => module.MissionDiagramAnimated);

/**
 * The diagram is in the HTML, visible, from the start: `children`, its still markup, rendered by
 * the server (so its words and icons are not in the first-load script). Its staggered reveal loads
 * once the browser is idle and the diagram is close below the viewport, and only plays if the
 * visitor has not seen the diagram yet: a diagram already on screen never disappears to be
 * revealed again.
 */
export function MissionDiagram({ children }: { children: ReactNode }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  // Loaded 200 px ahead, so the reveal is ready when the diagram scrolls in.
  const Animated = useIdleImport(loadAnimated, { near: boxRef, margin: '0px 0px 200px 0px' });

  useEffect(() => {
    const box = boxRef.current;
    if (Animated || !box || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      setSeen(true);
      observer.disconnect();
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [Animated]);

  // `Animated` is a module's export kept in state: the same component on every render.
  return (
    <div ref={boxRef} data-motion={Animated && !seen ? 'reveal' : 'still'}>
      {Animated && !seen ? createElement(Animated) : children}
    </div>
  );
}
