import { ServiceCard } from '@/components/services/service-card';
import { servicesSection } from '@/content/home';
import { services } from '@/content/services';
import { SectionHeader } from './section-header';

export function ServicesSection() {
  return (
    <section id="servicios" aria-labelledby="servicios-titulo" className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeader
          id="servicios-titulo"
          eyebrow={servicesSection.title}
          title={servicesSection.heading}
          lead={servicesSection.lead}
        />
        <ul
          className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4"
          data-testid="services-grid"
        >
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceCard service={service} linkLabel={servicesSection.linkLabel} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
