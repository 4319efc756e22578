import type { ReactNode } from 'react';

export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2
      id={id}
      className="text-sm font-bold tracking-[0.2em] text-heading-accent uppercase"
    >
      {children}
    </h2>
  );
}
