import { CasesSection } from '@/components/home/cases-section';
import { ContactSection } from '@/components/home/contact-section';
import { FaqSection } from '@/components/home/faq-section';
import { HeroSection } from '@/components/home/hero-section';
import { HowWeWorkSection } from '@/components/home/how-we-work-section';
import { MissionSection } from '@/components/home/mission-section';
import { ServicesSection } from '@/components/home/services-section';
import { JsonLd } from '@/components/seo/json-ld';
import { pageEntries } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { organizationJsonLd } from '@/lib/seo/structured-data';

export const metadata = pageMetadata(pageEntries.home);

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <HeroSection />
      <MissionSection />
      <ServicesSection />
      <HowWeWorkSection />
      <CasesSection />
      <FaqSection />
      <ContactSection />
    </>
  );
}
