import { ContentIcon } from '@/components/ui/content-icon';

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
    <section aria-labelledby={id} className="bg-surface py-14">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id={id} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3 text-ink">
              <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-800 dark:bg-accent-900 dark:text-accent-100">
                <ContentIcon name="check" className="size-4" />
              </span>
              <span className="leading-relaxed">{benefit}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
