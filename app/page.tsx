import { ContactSection } from '@/components/home/contact-section';
import { HeroSection } from '@/components/home/hero-section';
import { MissionSection } from '@/components/home/mission-section';
import { ServicesSection } from '@/components/home/services-section';
import { JsonLd } from '@/components/seo/json-ld';
import { pageEntries } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { organizationJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata(pageEntries.home);

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <HeroSection />
      <MissionSection />
      <ServicesSection />
      <ContactSection />
    </>
  );
}
