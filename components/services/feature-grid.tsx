import { IconTile } from '@/components/ui/icon-tile';
import { cardGridColumns } from '@/components/ui/grid-columns';
import { Section } from '@/components/ui/section';
import type { ServiceFeature } from '@/content/services';

interface FeatureGridProps {
  id: string;
  title: string;
  features: ServiceFeature[];
  columns?: 'two' | 'three';
}

export function FeatureGrid({ id, title, features, columns = 'three' }: FeatureGridProps) {
  const grid = cardGridColumns(features.length, columns === 'three' ? 3 : 2);
  return (
    <Section id={id} title={title}>
      <ul className={`mt-8 grid gap-5 ${grid.list}`}>
        {features.map((feature, index) => (
          <li
            key={feature.title}
            className={`rounded-2xl border border-line bg-surface p-6 ${index === features.length - 1 ? grid.last : ''}`}
          >
            <IconTile name={feature.icon} />
            <h3 className="mt-4 text-lg font-bold">{feature.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-muted">{feature.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
