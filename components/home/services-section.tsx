import { ServiceGrid } from '@/components/services/service-grid';
import { Section } from '@/components/ui/section';
import { servicesSection } from '@/content/home';

export function ServicesSection() {
  return (
    <Section
      id="servicios"
      eyebrow={servicesSection.title}
      title={servicesSection.heading}
      lead={servicesSection.lead}
      spacing="roomy"
    >
      <ServiceGrid linkLabel={servicesSection.linkLabel} className="mt-12" />
    </Section>
  );
}
