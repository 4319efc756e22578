import type { ReactNode } from 'react';

/** One of the admin's tools: a titled card with what it does, its controls and its answer. */
export function AdminPanel({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{lead}</p>
      {children}
    </section>
  );
}

/** A tool's answer, announced: done in the text colour, an error in the accent. */
export function PanelStatus({ message }: { message: { error: boolean; text: string } | null }) {
  return (
    <div role="status" aria-live="polite" className="mt-3 text-sm font-semibold">
      {message ? (
        <p className={message.error ? 'text-accent-700 dark:text-accent-300' : 'text-ink'}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
