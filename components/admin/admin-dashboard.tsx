'use client';

import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminText as text } from '@/content/admin';
import { trackLoginCompleted } from '@/lib/analytics/events';
import type { ArticleHeadline } from '@/lib/blog/articles';
import type { User } from '@/lib/email/auth';
import type { AdminStore } from '@/lib/email/store';
import type { ArticleTitles } from '@/lib/email/subscription';

// The admin's tools load outside the page's first load: the list's overview with the store, at
// start (no waterfall: the same chunk, asked for once), and the article mail's panel, the largest,
// once the view that shows it is known (signed in, or offline).
const loadOverview = () =>
  import('./email-overview').then((module) => ({ default: module.EmailOverview }));
const EmailOverview = lazy(loadOverview);
const ArticleMailPanel = lazy(() =>
  import('./article-mail-panel').then((module) => ({ default: module.ArticleMailPanel })),
);
const ArticleMailOffline = lazy(() =>
  import('./article-mail-panel').then((module) => ({ default: module.ArticleMailOffline })),
);

type View =
  | { kind: 'loading' }
  | { kind: 'offline'; store: AdminStore }
  /** `failed`: the sign-in failed, or the site refused a Google account that is not an admin's. */
  | { kind: 'signed-out'; failed?: 'failed' | 'not-admin' }
  | { kind: 'checking' }
  | { kind: 'refused'; email: string }
  | { kind: 'admin'; email: string; store: AdminStore };

/**
 * The admin view. Offline it shows this browser's data and says so; online it asks for Google
 * sign-in and shows the data only to a verified admin. The Firestore rules are the real gate.
 * `articles`: the published ones, newest first, to mail them and to name where a sign-up came from.
 */
export function AdminDashboard({ articles }: { articles: readonly ArticleHeadline[] }) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const titles: ArticleTitles = useMemo(
    () => Object.fromEntries(articles.map(({ slug, title }) => [slug, title])),
    [articles],
  );

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    (async () => {
      const [{ getAdminStore }, auth] = await Promise.all([
        import('@/lib/email/store'),
        import('@/lib/email/auth'),
        loadOverview(),
      ]);
      const store = await getAdminStore();
      if (!active) return;
      if (store.mode === 'offline') {
        setView({ kind: 'offline', store });
        return;
      }
      unsubscribe = await auth.watchUser(async (user: User | null) => {
        if (!active) return;
        if (!user) {
          setView((current) => (current.kind === 'signed-out' ? current : { kind: 'signed-out' }));
          return;
        }
        setView({ kind: 'checking' });
        const signedIn = auth.toSignedInUser(user);
        // The role first: nothing is written for someone who is not the admin.
        const admin = await auth.isAdmin(user);
        if (!active) return;
        if (!admin) {
          setView({ kind: 'refused', email: signedIn.email });
          return;
        }
        await store.registerUser(signedIn);
        await store.recordActivity(user.uid, 'admin_login');
        if (active) setView({ kind: 'admin', email: signedIn.email, store });
      });
    })().catch((error: unknown) => {
      console.warn('[admin] could not start', error);
      if (active) setView({ kind: 'signed-out', failed: 'failed' });
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);

  async function signIn() {
    try {
      const { signInWithGoogle } = await import('@/lib/email/auth');
      await signInWithGoogle();
      trackLoginCompleted('google');
    } catch (error) {
      console.warn('[admin] sign-in cancelled or failed', error);
      // The sign-in gate (functions/src/sign-in-gate.ts) refuses Google accounts that are not an
      // admin's before they exist; its code comes back inside Firebase's error message.
      const refused = /not-admin/.test(String((error as { message?: unknown })?.message ?? ''));
      setView({ kind: 'signed-out', failed: refused ? 'not-admin' : 'failed' });
    }
  }

  async function signOut() {
    const { signOutUser } = await import('@/lib/email/auth');
    await signOutUser();
  }

  const signOutButton = (
    <Button variant="quiet" onClick={signOut}>
      {text.signOut}
    </Button>
  );

  const loadingTools = <p role="status">{text.loading}</p>;

  switch (view.kind) {
    case 'loading':
    case 'checking':
      return <p role="status">{view.kind === 'loading' ? text.loading : text.checking}</p>;
    case 'offline':
      return (
        <div className="space-y-6">
          <p
            role="note"
            className="rounded-2xl bg-accent-50 p-4 text-accent-900 dark:bg-accent-900/40 dark:text-accent-100"
          >
            {text.offlineNote}
          </p>
          <Suspense fallback={loadingTools}>
            <EmailOverview store={view.store} titles={titles} />
          </Suspense>
          <Suspense fallback={null}>
            <ArticleMailOffline />
          </Suspense>
        </div>
      );
    case 'signed-out':
      return (
        <div className="space-y-4">
          <p className="text-ink-muted">{text.signInPrompt}</p>
          {view.failed ? (
            <p role="alert" className="font-semibold text-accent-700 dark:text-accent-300">
              {view.failed === 'not-admin' ? text.signInRefused : text.signInFailed}
            </p>
          ) : null}
          <Button onClick={signIn}>{text.signIn}</Button>
        </div>
      );
    case 'refused':
      return (
        <div className="space-y-4" role="alert">
          <p className="text-lg font-semibold text-ink">{text.refused}</p>
          <p className="text-ink-muted">
            {text.signedInAs} {view.email}. {text.refusedHelp}
          </p>
          {signOutButton}
        </div>
      );
    case 'admin':
      return (
        <div className="space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-ink-muted">
              {text.signedInAs} <span className="font-semibold text-ink">{view.email}</span>
            </p>
            {signOutButton}
          </div>
          <Suspense fallback={loadingTools}>
            <EmailOverview store={view.store} titles={titles} />
          </Suspense>
          <Suspense fallback={null}>
            <ArticleMailPanel articles={articles} adminEmail={view.email} />
          </Suspense>
        </div>
      );
  }
}
