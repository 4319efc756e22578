import { loadingText } from '@/content/shell';
import { OverlayClock } from './overlay-clock';

/**
 * Full-screen overlay on the first full load of a browser session (decision 6 in
 * docs/decisions.md): this markup, then its clock (styles and an inline script, lib/layout/overlay.ts),
 * which runs as the page is parsed. It shows with the first paint and clears about a second
 * later, whether or not the framework has arrived; the page beneath is complete in the HTML.
 */
export function LoadingOverlay() {
  return (
    <>
      <div
        id="loading-overlay"
        aria-hidden="true"
        className="fixed inset-0 z-[100] hidden flex-col items-center justify-center gap-6 bg-canvas"
      >
        <img src="/logo.svg" alt="" width={72} height={72} fetchPriority="high" />
        <div className="h-1.5 w-52 overflow-hidden rounded-full bg-line">
          <div className="h-full rounded-full bg-accent-500" />
        </div>
        <p className="text-sm font-medium text-ink-muted">{loadingText}</p>
      </div>
      <OverlayClock />
    </>
  );
}
