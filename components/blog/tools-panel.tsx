import { ContentIcon } from '@/components/ui/content-icon';
import { analysisTools } from '@/content/blog-categories';

export function ToolsPanel() {
  return (
    <section
      aria-labelledby="herramientas"
      className="mt-16 rounded-3xl border border-line bg-surface p-6 sm:p-8"
    >
      <h2 id="herramientas" className="text-2xl font-extrabold tracking-tight">
        {analysisTools.title}
      </h2>
      <p className="mt-2 text-ink-muted">{analysisTools.lead}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {analysisTools.tools.map((tool) => (
          <li key={tool.name} className="rounded-2xl bg-surface-raised p-5">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100">
              <ContentIcon name={tool.icon} className="size-5" />
            </span>
            <span className="mt-3 block text-lg font-bold text-ink">{tool.name}</span>
            <span className="mt-1 block text-sm text-ink-muted">{tool.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
