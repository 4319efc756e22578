import { VideoCallIllustration } from '@/components/illustrations/video-call-illustration';
import { BenefitList } from '@/components/services/benefit-list';
import { FeatureGrid } from '@/components/services/feature-grid';
import { ServiceClosing } from '@/components/services/service-closing';
import { ServiceHero } from '@/components/services/service-hero';
import { ServiceJsonLd } from '@/components/services/service-json-ld';
import { consultingPage as service } from '@/content/services';
import { serviceMetadata } from '@/lib/seo/service-metadata';

export const metadata = serviceMetadata(service);

export default function ConsultoriaPage() {
  return (
    <>
      <ServiceJsonLd service={service} />
      <ServiceHero service={service} illustration={<VideoCallIllustration />} />
      <FeatureGrid id="incluye" title={service.inclusionsTitle} features={service.inclusions} />
      <BenefitList id="beneficios" title={service.benefitsTitle} benefits={service.benefits} />
      <ServiceClosing service={service} />
    </>
  );
}
