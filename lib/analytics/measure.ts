import type * as Events from './events';

/**
 * Hands the event catalogue (./events) to `send` when analytics is on, that is once the visitor
 * has accepted and the Google tag's function exists. Before that nothing is sent and nothing is
 * downloaded: the catalogue is not part of any page's first load and is fetched on the first event
 * measured. The click that sends it (a chat link opening a new tab, a share) never waits for it.
 */
export function measure(send: (events: typeof Events) => void): void {
  if (typeof window === 'undefined' || typeof window.gtag !== 'function') return;
  import('./events')
    .then(send)
    .catch((error: unknown) => console.warn('[analytics] no se pudo enviar el evento', error));
}
