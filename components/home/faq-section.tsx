import { JsonLd } from '@/components/seo/json-ld';
import { FaqList } from '@/components/ui/faq-list';
import { Section } from '@/components/ui/section';
import { faqSection as text } from '@/content/home';
import { faqJsonLd } from '@/lib/seo/structured-data';

export function FaqSection() {
  return (
    <Section
      id="preguntas"
      eyebrow={text.title}
      title={text.heading}
      lead={text.lead}
      spacing="roomy"
      split
    >
      <JsonLd data={faqJsonLd(text.entries)} />
      <FaqList entries={text.entries} className="mt-10 lg:mt-0" />
    </Section>
  );
}
