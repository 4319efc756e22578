import { HeadIllustration } from '@/components/illustrations/head-illustration';
import { AiCapabilities } from '@/components/services/ai-capabilities';
import { BenefitList } from '@/components/services/benefit-list';
import { HowItWorks } from '@/components/services/how-it-works';
import { ServiceClosing } from '@/components/services/service-closing';
import { ServiceHero } from '@/components/services/service-hero';
import { ServiceJsonLd } from '@/components/services/service-json-ld';
import { aiPage as service } from '@/content/services';
import { serviceMetadata } from '@/lib/seo/service-metadata';

export const metadata = serviceMetadata(service);

export default function InteligenciaArtificialPage() {
  return (
    <>
      <ServiceJsonLd service={service} />
      <ServiceHero service={service} illustration={<HeadIllustration kind="ai" />} />
      <AiCapabilities columns={service.columns} />
      <BenefitList id="beneficios" title={service.benefitsTitle} benefits={service.benefits} />
      <HowItWorks content={service.howItWorks} />
      <ServiceClosing service={service} />
    </>
  );
}
