/**
 * Browser storage that never throws. Storage can be missing (server render), blocked by the
 * browser's privacy settings (access throws a SecurityError) or full; callers get null / false
 * instead of an exception, so a page never breaks because of it.
 */

type StorageKind = 'localStorage' | 'sessionStorage';

function storage(kind: StorageKind): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return window[kind] ?? null;
  } catch {
    return null;
  }
}

export function readStored(key: string, kind: StorageKind = 'localStorage'): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns whether the value was stored. */
export function writeStored(
  key: string,
  value: string,
  kind: StorageKind = 'localStorage',
): boolean {
  try {
    const target = storage(kind);
    if (!target) return false;
    target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string, kind: StorageKind = 'localStorage'): void {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // Nothing to undo: unavailable storage holds nothing of ours.
  }
}
