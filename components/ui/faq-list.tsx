interface FaqEntry {
  question: string;
  answer: string;
}

/** Questions that open to their answers (native disclosure: keyboard and screen readers for free). */
export function FaqList({
  entries,
  className = '',
}: {
  entries: readonly FaqEntry[];
  className?: string;
}) {
  return (
    <div className={`divide-y divide-line rounded-2xl border border-line bg-surface ${className}`}>
      {entries.map((entry) => (
        <details key={entry.question} className="group p-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink">
            {entry.question}
            <span
              aria-hidden="true"
              className="text-xl text-accent-700 transition-transform group-open:rotate-45 motion-reduce:transition-none dark:text-accent-300"
            >
              +
            </span>
          </summary>
          <p className="mt-3 leading-relaxed text-ink-muted">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
