import { StepList } from '@/components/ui/step-list';
import type { AiPage } from '@/content/services';

export function HowItWorks({ content }: { content: AiPage['howItWorks'] }) {
  return (
    <section aria-labelledby="como-funcionan" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <h2 id="como-funcionan" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {content.title}
      </h2>
      <div className="mt-4 max-w-3xl space-y-4">
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed text-ink-muted">
            {paragraph}
          </p>
        ))}
      </div>
      <StepList steps={content.steps} className="mt-8" />
    </section>
  );
}
