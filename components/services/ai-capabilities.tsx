import { IconTile } from '@/components/ui/icon-tile';
import type { AiPage } from '@/content/services';

/** The two columns of the AI page: AI capabilities and automated agents, with examples. */
export function AiCapabilities({ columns }: { columns: AiPage['columns'] }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-2">
      {columns.map((column, columnIndex) => {
        const headingId = `capacidades-${columnIndex}`;
        return (
          <section
            key={column.title}
            aria-labelledby={headingId}
            className="rounded-3xl border border-line bg-surface p-6 sm:p-8"
          >
            <h2 id={headingId} className="text-2xl font-extrabold tracking-tight">
              {column.title}
            </h2>
            <p className="mt-2 text-ink-muted">{column.intro}</p>
            <ul className="mt-6 space-y-6">
              {column.items.map((item) => (
                <li key={item.title} className="flex gap-4">
                  <IconTile name={item.icon} look="solid" />
                  <div>
                    <h3 className="text-lg font-bold">{item.title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-ink-muted">
                      {item.description}
                    </p>
                    <ul className="mt-3 space-y-1.5 text-sm">
                      {item.examples?.map((example) => (
                        <li key={example} className="flex gap-2">
                          <span
                            aria-hidden="true"
                            className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500"
                          />
                          {example}
                        </li>
                      ))}
                    </ul>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
