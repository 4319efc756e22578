/** The `q` parameter of the current URL as shared state: read it, write it, watch it. */

export const QUERY_PARAM = 'q';
const CHANGE_EVENT = 'hanzo:querychange';

export function readQueryParam(): string {
  return new URLSearchParams(window.location.search).get(QUERY_PARAM) ?? '';
}

/** Replaces the URL (no new history entry per keystroke), so a search can be shared. */
export function writeQueryParam(value: string): void {
  const url = new URL(window.location.href);
  if (value) url.searchParams.set(QUERY_PARAM, value);
  else url.searchParams.delete(QUERY_PARAM);
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeQueryParam(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}
