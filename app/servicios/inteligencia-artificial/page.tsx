import { HeadIllustration } from '@/components/illustrations/head-illustration';
import { JsonLd } from '@/components/seo/json-ld';
import { AiCapabilities } from '@/components/services/ai-capabilities';
import { BenefitList } from '@/components/services/benefit-list';
import { HowItWorks } from '@/components/services/how-it-works';
import { ServiceHero } from '@/components/services/service-hero';
import { aiPage as service } from '@/content/services';
import { serviceMetadata } from '@/lib/service-metadata';
import { serviceJsonLd } from '@/lib/structured-data';

export const metadata = serviceMetadata(service);

export default function InteligenciaArtificialPage() {
  return (
    <>
      <JsonLd data={serviceJsonLd(service)} />
      <ServiceHero service={service} illustration={<HeadIllustration kind="ai" />} />
      <AiCapabilities columns={service.columns} />
      <BenefitList id="beneficios" title={service.benefitsTitle} benefits={service.benefits} />
      <HowItWorks content={service.howItWorks} />
    </>
  );
}
