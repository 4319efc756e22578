import { HeadIllustration } from '@/components/illustrations/head-illustration';
import { BenefitList } from '@/components/services/benefit-list';
import { FeatureGrid } from '@/components/services/feature-grid';
import { ServiceClosing } from '@/components/services/service-closing';
import { ServiceHero } from '@/components/services/service-hero';
import { ServiceJsonLd } from '@/components/services/service-json-ld';
import { analysisPage as service } from '@/content/services';
import { serviceMetadata } from '@/lib/seo/service-metadata';

export const metadata = serviceMetadata(service);

export default function AnalisisPage() {
  return (
    <>
      <ServiceJsonLd service={service} />
      <ServiceHero service={service} illustration={<HeadIllustration kind="data" />} />
      <FeatureGrid id="caracteristicas" title={service.featuresTitle} features={service.features} />
      <BenefitList id="beneficios" title={service.benefitsTitle} benefits={service.benefits} />
      <ServiceClosing service={service} />
    </>
  );
}
