import { readStored, removeStored, writeStored } from '@/lib/browser/storage';

/** Key of the visitor's cookie choice in localStorage: "true" or "false". */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

/** true: accepted, false: rejected, null: not decided yet (the banner shows). */
export type ConsentState = boolean | null;

type Listener = () => void;

const listeners = new Set<Listener>();
// When storage is unavailable the choice still holds for the rest of the visit.
let sessionChoice: ConsentState = null;
// Counts the times the choice was cleared in this page, so a banner closed for the page view
// knows the visitor asked to choose again.
let revision = 0;

function parse(raw: string | null): ConsentState {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return null;
}

export function readConsent(): ConsentState {
  return parse(readStored(CONSENT_STORAGE_KEY)) ?? sessionChoice;
}

export function saveConsent(accepted: boolean): void {
  sessionChoice = accepted;
  writeStored(CONSENT_STORAGE_KEY, String(accepted));
  listeners.forEach((listener) => listener());
}

/**
 * Forgets the visitor's choice (stored and in memory), so the banner asks again. Used by the
 * "change my cookie choice" control of the privacy notices.
 */
export function clearConsent(): void {
  sessionChoice = null;
  revision += 1;
  removeStored(CONSENT_STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

/** How many times the choice was cleared in this page; changes are announced to subscribers. */
export function readConsentRevision(): number {
  return revision;
}

/** Subscribes to changes made in this tab and in other tabs; returns the unsubscribe function. */
export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Test hook: forget the in-memory choice. */
export function resetConsentForTests(): void {
  sessionChoice = null;
  revision = 0;
}
