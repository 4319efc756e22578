'use client';

import { useRef, useState } from 'react';
import { downloadFile } from '@/components/ui/download-file';
import { downloadLabels } from '@/content/subscription';
import { trackEmailConsentGiven } from '@/lib/analytics/events';
import { parseEmail } from '@/lib/email/address';
import type { Subscription, SubscriptionChange } from '@/lib/email/model';
import type { SubscriberStore } from '@/lib/email/store';
import { type ArticleTitles, personalDataDownload } from '@/lib/email/subscription';

/** The subscription in view: the store it was read from, its address, and what is stored there. */
interface ShownSubscription {
  store: SubscriberStore;
  email: string;
  /** Null: nothing is stored for the address. */
  subscription: Subscription | null;
}

/** What a change of status or preferences did. */
export type ChangeDone = 'saved' | 'unsubscribed' | 'resubscribed';

/** What an action did, as a code: each page says it in its own words (content/). */
export type SubscriptionDone =
  'found' | 'not-found' | 'confirmed' | ChangeDone | 'subscribed' | 'downloaded' | 'deleted';

export type SubscriptionOutcome =
  | { ok: true; done: SubscriptionDone; email: string }
  /**
   * `storeMessage`: the store's own words for its failure (the stores' API answers in Spanish, spec
   * §8); without them the page says its generic failure.
   */
  | { ok: false; reason: 'invalid-email' | 'store-failed'; storeMessage?: string };

const done = (what: SubscriptionDone, email: string): SubscriptionOutcome => ({
  ok: true,
  done: what,
  email,
});

const failed = (storeMessage: string | undefined): SubscriptionOutcome =>
  storeMessage === undefined
    ? { ok: false, reason: 'store-failed' }
    : { ok: false, reason: 'store-failed', storeMessage };

/**
 * Acting on one subscription, for its subscriber (/boletin/) and for the admin answering a request
 * (/admin/): read it, confirm it, change it, sign it up, download its data, erase it. `store` is
 * where `read` looks an address up (null: each read names its store, as /boletin/ does, whose
 * store the access link finds); every later action goes to the store the shown subscription was
 * read from. One action at a time: while one runs, another resolves to undefined at once. Each
 * resolves to an outcome code; the page turns it into its notice, in its words (content/).
 * `asAdmin` is what the store is told on a change: the admin's reactivation gives the subscription
 * back, never the marketing consent (spec §7).
 */
export function useSubscriptionActions(
  store: SubscriberStore | null,
  { titles, asAdmin = false }: { titles: ArticleTitles; asAdmin?: boolean },
) {
  const [shown, setShown] = useState<ShownSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  // The guard itself: a ref, so two calls in the same tick see each other (state would not yet).
  const running = useRef(false);

  async function guarded(
    action: () => Promise<SubscriptionOutcome>,
  ): Promise<SubscriptionOutcome | undefined> {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  /** An action on the subscription in view (none in view: nothing to do). */
  const onShown = (action: (current: ShownSubscription) => Promise<SubscriptionOutcome>) =>
    shown ? guarded(() => action(shown)) : Promise.resolve(undefined);

  async function readFrom(store: SubscriberStore, email: string): Promise<SubscriptionOutcome> {
    const result = await store.getSubscription(email);
    if (!result.success) return failed(result.message);
    setShown({ store, email, subscription: result.subscription });
    return done(result.subscription ? 'found' : 'not-found', email);
  }

  /** Confirms the address (double opt-in; online the site's function writes it, decision 17). */
  async function confirmIn(store: SubscriberStore, email: string): Promise<SubscriptionOutcome> {
    const result = await store.confirmSubscription(email);
    if (!result.success) return failed(result.message);
    setShown({ store, email, subscription: result.subscription });
    trackEmailConsentGiven(result.subscription?.source ?? 'newsletter');
    return done('confirmed', email);
  }

  /** Reads the typed address's subscription from `from` and shows it; a failure leaves the view. */
  const read = (typed: string, from: SubscriberStore | null = store) =>
    guarded(async () => {
      const email = parseEmail(typed);
      if (!email) return { ok: false, reason: 'invalid-email' };
      return from ? readFrom(from, email) : failed(undefined);
    });

  const confirm = () => onShown(({ store, email }) => confirmIn(store, email));

  const change = (toMake: SubscriptionChange, what: ChangeDone) =>
    onShown(async ({ store, email }) => {
      const result = await store.updateSubscription(email, toMake, { asAdmin });
      if (!result.success) return failed(result.message);
      setShown({ store, email, subscription: result.subscription });
      return done(what, email);
    });

  /** Signs the shown address up; online it is proven here, so the site's function confirms it at once. */
  const subscribe = () =>
    onShown(async ({ store, email }) => {
      const result = await store.subscribe(email, 'newsletter', {});
      if (!result.success) return failed(result.message);
      const then =
        store.mode === 'online' ? await confirmIn(store, email) : await readFrom(store, email);
      return then.ok ? done('subscribed', email) : then;
    });

  /** The person's copy of every record that names them, as a JSON file with Spanish keys. */
  const download = () =>
    onShown(async ({ store, email }) => {
      const result = await store.personalData(email);
      if (!result.success) return failed(result.message);
      const data = personalDataDownload(result.data, titles);
      downloadFile(downloadLabels.fileName, 'application/json', JSON.stringify(data, null, 2));
      return done('downloaded', email);
    });

  /**
   * Deletes every record that names the address; the site's function then deletes the sign-in
   * account and the mail tool's contact, once the subscription is gone.
   */
  const erase = () =>
    onShown(async ({ store, email }) => {
      const result = await store.erase(email);
      if (!result.success) return failed(result.message);
      setShown(null);
      return done('deleted', email);
    });

  /** Nothing in view any more (the subscriber signed out). */
  const clear = () => setShown(null);

  return { shown, busy, read, confirm, change, subscribe, download, erase, clear };
}
