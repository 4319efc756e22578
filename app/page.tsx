import { ContactSection } from '@/components/home/contact-section';
import { HeroSection } from '@/components/home/hero-section';
import { MissionSection } from '@/components/home/mission-section';
import { ServicesSection } from '@/components/home/services-section';
import { pageEntries } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(pageEntries.home);

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <MissionSection />
      <ServicesSection />
      <ContactSection />
    </>
  );
}
