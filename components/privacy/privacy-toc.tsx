import type { PrivacySection } from '@/content/privacy';

interface PrivacyTocProps {
  label: string;
  sections: readonly PrivacySection[];
}

/** Numbered links to the notice's sections; beside the text on wide screens, above it otherwise. */
export function PrivacyToc({ label, sections }: PrivacyTocProps) {
  return (
    <nav
      aria-labelledby="privacy-toc-label"
      className="mb-12 rounded-2xl border border-line bg-surface p-5 lg:sticky lg:top-24 lg:mb-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0"
    >
      <p
        id="privacy-toc-label"
        className="text-sm font-bold tracking-[0.2em] text-heading-accent uppercase"
      >
        {label}
      </p>
      <ol className="mt-3 space-y-0.5">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.anchor}`}
              className="flex gap-2 rounded-md py-1.5 text-sm leading-snug text-ink-muted hover:text-ink hover:underline"
            >
              <span className="w-5 shrink-0 text-right font-semibold tabular-nums">
                {index + 1}.
              </span>{' '}
              <span>{section.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
