import { loadingText } from '@/content/shell';
import { LogoMark } from '@/components/ui/logo-mark';
import { overlayScript } from '@/lib/overlay';

/**
 * Full-screen overlay on the first full load of a browser session (decision 6). Server markup
 * plus an inline script that runs as the page is parsed (lib/overlay.ts): it shows with the
 * first paint and clears about a second later, whether or not the framework has arrived. Its
 * styles are inline in <head> (app/layout.tsx); the page beneath is complete in the HTML.
 */
export function LoadingOverlay() {
  return (
    <>
      <div id="loading-overlay" aria-hidden="true" data-testid="loading-overlay">
        <LogoMark size={72} />
        <div className="overlay-bar">
          <div data-testid="loading-progress" />
        </div>
        <p>{loadingText}</p>
      </div>
      <script dangerouslySetInnerHTML={{ __html: overlayScript }} />
    </>
  );
}
