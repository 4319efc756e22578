import { AnimatedIllustration } from '@/components/illustrations/animated-illustration';
import { databaseScene } from '@/components/illustrations/database-scene';
import { BenefitList } from '@/components/services/benefit-list';
import { FeatureGrid } from '@/components/services/feature-grid';
import { ServiceClosing } from '@/components/services/service-closing';
import { ServiceHero } from '@/components/services/service-hero';
import { ServiceJsonLd } from '@/components/services/service-json-ld';
import { databasePage as service } from '@/content/services';
import { serviceMetadata } from '@/lib/seo/service-metadata';

export const metadata = serviceMetadata(service);

export default function BaseDeDatosPage() {
  return (
    <>
      <ServiceJsonLd service={service} />
      <ServiceHero
        service={service}
        illustration={
          // Shown, and animated, on large screens only.
          <div className="hidden lg:block">
            <AnimatedIllustration scene={databaseScene} minWidth={1024} />
          </div>
        }
      />
      <FeatureGrid id="caracteristicas" title={service.featuresTitle} features={service.features} />
      <BenefitList id="beneficios" title={service.benefitsTitle} benefits={service.benefits} />
      <ServiceClosing service={service} />
    </>
  );
}
