import { services } from '@/content/services';
import { ServiceCard } from './service-card';

/**
 * The four services as cards, in ladder order: one column on phones, two from md, four from xl
 * (a quarter of a 1024 px row broke the longer titles into three lines). The home page and
 * /servicios/ show the same grid.
 */
export function ServiceGrid({
  linkLabel,
  className = '',
}: {
  linkLabel: string;
  className?: string;
}) {
  return (
    <ol
      className={`grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-4 ${className}`}
      data-testid="services-grid"
    >
      {services.map((service) => (
        <li key={service.slug}>
          <ServiceCard service={service} linkLabel={linkLabel} />
        </li>
      ))}
    </ol>
  );
}
