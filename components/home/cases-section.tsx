import { Section } from '@/components/ui/section';
import { casesSection as text } from '@/content/home';
import type { ClientCase } from '@/content/cases';
import { getService } from '@/content/services';
import { getClientCases } from '@/lib/cases/cases';

/** Real client cases; nothing at all while there are none. */
export function CasesSection({ cases = getClientCases() }: { cases?: ClientCase[] }) {
  if (cases.length === 0) return null;
  return (
    <Section id="casos" eyebrow={text.title} title={text.heading} spacing="roomy">
      <ul className="mt-12 grid gap-6 lg:grid-cols-2">
        {cases.map((entry) => (
          <li key={entry.id}>
            <article
              aria-labelledby={`caso-${entry.id}`}
              className="flex h-full flex-col rounded-3xl border border-line bg-surface p-6 sm:p-8"
            >
              <p className="text-sm font-semibold text-ink-muted">
                {entry.industry} · {entry.city}
              </p>
              <h3 id={`caso-${entry.id}`} className="mt-1 text-xl font-bold text-ink">
                {entry.client}
              </h3>
              <p className="mt-4 leading-relaxed text-ink-muted">{entry.challenge}</p>
              <p className="mt-3 leading-relaxed text-ink">{entry.solution}</p>
              <h4 className="sr-only">{text.resultsLabel}</h4>
              <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
                {entry.results.map((result) => (
                  <div
                    key={result.label}
                    className="flex flex-col-reverse rounded-2xl bg-surface-raised p-4"
                  >
                    <dt className="text-sm text-ink-muted">{result.label}</dt>
                    <dd className="text-2xl font-extrabold text-heading-accent">{result.value}</dd>
                  </div>
                ))}
              </dl>
              {entry.quote ? (
                <figure className="mt-6 border-l-4 border-accent-500 pl-4">
                  <blockquote className="text-ink">“{entry.quote.text}”</blockquote>
                  <figcaption className="mt-2 text-sm text-ink-muted">
                    {entry.quote.author}, {entry.quote.role}
                  </figcaption>
                </figure>
              ) : null}
              <p className="mt-auto pt-6 text-sm text-ink-muted">
                {text.servicesLabel}:{' '}
                {entry.services.map((slug) => getService(slug).shortTitle).join(', ')}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
