import { DiagnosisLink } from '@/components/diagnosis/diagnosis-link';
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
      <p className="mt-8 text-center">
        <DiagnosisLink className="text-accent-700 dark:text-accent-300" />
      </p>
    </Section>
  );
}
