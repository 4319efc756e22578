import { ServiceCard } from '@/components/services/service-card';
import { Section } from '@/components/ui/section';
import { servicesSection } from '@/content/home';
import { services } from '@/content/services';

export function ServicesSection() {
  return (
    <Section
      id="servicios"
      eyebrow={servicesSection.title}
      title={servicesSection.heading}
      lead={servicesSection.lead}
      spacing="roomy"
    >
      <ul
        className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-4"
        data-testid="services-grid"
      >
        {services.map((service) => (
          <li key={service.slug}>
            <ServiceCard service={service} linkLabel={servicesSection.linkLabel} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
