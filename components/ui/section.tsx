import type { ReactNode } from 'react';

const tones = {
  plain: '',
  surface: 'bg-surface',
} as const;

type Spacing = 'roomy' | 'compact';

interface SectionProps {
  /** Anchor of the section; its heading gets `${id}-titulo`. */
  id: string;
  title: string;
  /** Small uppercase label above the heading (the spec's section titles). */
  eyebrow?: string;
  lead?: string;
  tone?: keyof typeof tones;
  /** Vertical room: `roomy` for the home page's sections, `compact` for a page's inner parts. */
  spacing?: Spacing;
  /** Heading beside the content on wide screens instead of above it. */
  split?: boolean;
  /** A picture beside the heading and content on wide screens, centred on them. */
  aside?: ReactNode;
  children?: ReactNode;
}

/** The frame every titled section shares: a landmark named by its h2, the content width, a rhythm. */
export function Section({
  id,
  title,
  eyebrow,
  lead,
  tone = 'plain',
  spacing = 'compact',
  split = false,
  aside,
  children,
}: SectionProps) {
  const headingId = `${id}-titulo`;
  const header = (
    <header className="max-w-3xl">
      {eyebrow ? (
        <p className="text-sm font-bold tracking-[0.2em] text-heading-accent uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={headingId}
        className={`${eyebrow ? 'mt-3' : ''} ${spacing === 'roomy' ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl'} font-extrabold tracking-tight text-balance`}
      >
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg leading-relaxed text-ink-muted">{lead}</p> : null}
    </header>
  );
  const layout = aside
    ? 'grid gap-12 lg:grid-cols-2 lg:items-center'
    : split
      ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:items-start lg:gap-16'
      : '';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`section-deferred ${tones[tone]} ${spacing === 'roomy' ? 'py-20 sm:py-24' : 'py-14'}`}
    >
      <div className={`mx-auto max-w-6xl px-4 sm:px-6 ${layout}`}>
        {aside ? (
          <>
            <div>
              {header}
              {children}
            </div>
            {aside}
          </>
        ) : (
          <>
            {header}
            {children}
          </>
        )}
      </div>
    </section>
  );
}
