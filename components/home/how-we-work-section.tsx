import { Section } from '@/components/ui/section';
import { StepList } from '@/components/ui/step-list';
import { howWeWorkSection as text } from '@/content/home';

export function HowWeWorkSection() {
  return (
    <Section
      id="como-trabajamos"
      eyebrow={text.title}
      title={text.heading}
      lead={text.lead}
      tone="surface"
      spacing="roomy"
    >
      <StepList steps={text.steps} className="mt-12" />
    </Section>
  );
}
