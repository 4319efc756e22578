interface SectionHeaderProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
}

/** Eyebrow (the spec's uppercase section title), the section's h2 and an optional lead. */
export function SectionHeader({ id, eyebrow, title, lead }: SectionHeaderProps) {
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-bold tracking-[0.2em] text-heading-accent uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg leading-relaxed text-ink-muted">{lead}</p> : null}
    </header>
  );
}
