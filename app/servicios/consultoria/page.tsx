import { VideoCallIllustration } from '@/components/illustrations/video-call-illustration';
import { JsonLd } from '@/components/seo/json-ld';
import { BenefitList } from '@/components/services/benefit-list';
import { FeatureGrid } from '@/components/services/feature-grid';
import { ServiceHero } from '@/components/services/service-hero';
import { consultingPage as service } from '@/content/services';
import { serviceMetadata } from '@/lib/service-metadata';
import { serviceJsonLd } from '@/lib/structured-data';

export const metadata = serviceMetadata(service);

export default function ConsultoriaPage() {
  return (
    <>
      <JsonLd data={serviceJsonLd(service)} />
      <ServiceHero service={service} illustration={<VideoCallIllustration />} />
      <FeatureGrid id="incluye" title={service.inclusionsTitle} features={service.inclusions} />
      <BenefitList id="beneficios" title={service.benefitsTitle} benefits={service.benefits} />
    </>
  );
}
