import { readStored, writeStored } from '@/lib/browser/storage';
import type {
  SubscriberMetadata,
  SubscriberPreferences,
  SubscriberSource,
} from '@/lib/email/model';
import type { RegisteredUser } from '@/lib/email/records';

// The offline store's lists in browser storage (spec §3), read and written safely: a damaged
// value is kept aside, never overwritten. Shared by the visitor's, the subscriber's and the
// admin's local stores.

export interface LocalSubscriber {
  id: string;
  email: string;
  source: SubscriberSource;
  subscribedAt: string;
  active: boolean;
  /** Always null here: browser storage cannot send the confirmation link (decision 12). */
  confirmedAt: string | null;
  preferences: SubscriberPreferences;
  metadata: SubscriberMetadata;
}

/** A registered user as the offline store keeps it: the login count inside its metadata. */
export interface LocalUser extends Omit<RegisteredUser, 'loginCount'> {
  metadata: { userAgent: string; referrer: string; loginCount: number };
}

export interface LocalActivity {
  id: string;
  userId: string;
  action: string;
  timestamp: string;
  metadata: { url: string; userAgent: string; details?: string };
}

/** Ids of the offline store (spec §3): local_{timestamp}_{random}. */
export function localId(now = Date.now()): string {
  return `local_${now}_${Math.random().toString(36).slice(2, 11)}`;
}

/** Keys holding a damaged value that could not be copied aside: never overwritten. */
const unsavedDamage = new Set<string>();

/**
 * Reads a list from browser storage. A value that is not a JSON list is kept aside under a
 * backup key before anything new is written, so nothing stored is ever overwritten.
 */
export function readList<T>(key: string): T[] {
  const raw = readStored(key);
  if (raw === null) {
    unsavedDamage.delete(key);
    return [];
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) unsavedDamage.delete(key);
    if (Array.isArray(parsed))
      return parsed.filter((entry) => entry && typeof entry === 'object') as T[];
  } catch {
    // Not JSON: kept aside below.
  }
  if (writeStored(`${key}_corrupt_${Date.now()}`, raw)) {
    unsavedDamage.delete(key);
    console.warn(
      `[correos] el valor de ${key} estaba dañado; se guardó una copia y se empieza de nuevo`,
    );
  } else {
    // The copy failed: the damaged value stays, and nothing is written over it.
    unsavedDamage.add(key);
    console.warn(`[correos] el valor de ${key} está dañado y no se pudo respaldar; no se modifica`);
  }
  return [];
}

export function writeList<T>(key: string, list: T[]): boolean {
  if (unsavedDamage.has(key)) return false;
  return writeStored(key, JSON.stringify(list));
}
