import { Section } from '@/components/ui/section';
import { StepList } from '@/components/ui/step-list';
import type { AiPage } from '@/content/services';

export function HowItWorks({ content }: { content: AiPage['howItWorks'] }) {
  return (
    <Section id="como-funcionan" title={content.title}>
      <div className="mt-4 max-w-3xl space-y-4">
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed text-ink-muted">
            {paragraph}
          </p>
        ))}
      </div>
      <StepList steps={content.steps} className="mt-8" />
    </Section>
  );
}
