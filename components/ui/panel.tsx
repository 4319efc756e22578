import type { ReactNode } from 'react';

/**
 * A titled part of a page: its heading, what it does, then its controls and its answer. Framed, a
 * card among others (the admin's tools); plain, one step of a flow (the subscription page).
 */
export function Panel({
  id,
  title,
  lead,
  framed = false,
  children,
}: {
  id: string;
  title: string;
  lead: ReactNode;
  framed?: boolean;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={framed ? 'rounded-2xl border border-line bg-surface p-5 sm:p-6' : undefined}
    >
      <h2 id={id} className={framed ? 'text-lg font-bold text-ink' : 'text-xl font-bold'}>
        {title}
      </h2>
      <p className={framed ? 'mt-1 text-sm text-ink-muted' : 'mt-2 text-ink'}>{lead}</p>
      {children}
    </section>
  );
}
