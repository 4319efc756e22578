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
      <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {content.steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-line bg-surface p-5">
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-accent-600 font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-3 font-bold">{step.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-ink-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
