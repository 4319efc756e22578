import { IconTile } from '@/components/ui/icon-tile';
import type { ServiceFeature } from '@/content/services';

interface FeatureGridProps {
  id: string;
  title: string;
  intro?: string;
  features: ServiceFeature[];
  columns?: 'two' | 'three';
}

export function FeatureGrid({ id, title, intro, features, columns = 'three' }: FeatureGridProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <h2 id={id} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 max-w-2xl text-ink-muted">{intro}</p> : null}
      <ul
        className={`mt-8 grid gap-5 sm:grid-cols-2 ${columns === 'three' ? 'lg:grid-cols-3' : ''}`}
      >
        {features.map((feature) => (
          <li key={feature.title} className="rounded-2xl border border-line bg-surface p-6">
            <IconTile name={feature.icon} />
            <h3 className="mt-4 text-lg font-bold">{feature.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-muted">{feature.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
