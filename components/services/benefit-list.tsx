import { ContentIcon } from '@/components/ui/content-icon';
import { lineGridColumns } from '@/components/ui/grid-columns';
import { Section } from '@/components/ui/section';

export function BenefitList({
  id,
  title,
  benefits,
}: {
  id: string;
  title: string;
  benefits: string[];
}) {
  return (
    <Section id={id} title={title} tone="surface">
      <ul className={`mt-8 grid gap-4 ${lineGridColumns(benefits.length)}`}>
        {benefits.map((benefit) => (
          <li key={benefit} className="flex gap-3 text-ink">
            <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-800 dark:bg-accent-900 dark:text-accent-100">
              <ContentIcon name="check" className="size-4" />
            </span>
            <span className="leading-relaxed">{benefit}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
