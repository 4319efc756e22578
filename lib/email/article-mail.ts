import {
  type ArticleMailPreview,
  type ArticleMailRefusal,
  type ArticleMailRequest,
  type ArticleMailStatus,
  isArticleMailRefusal,
} from '@/lib/email/article-mail-contract';
import { callFunction } from '@/lib/email/callable';
import { CALLABLES } from '@/lib/email/link-contract';

// The mail announcing an article, as /admin/ asks the site's function for it (decision 18): the
// status, the exact mail, a test to the admin and the send. Loaded when the admin's panel opens,
// never with a page, since it brings Firebase.

/** Why a request did not do what the admin asked: the function's reason, or the way there. */
export type ArticleMailFailure = ArticleMailRefusal | 'unavailable';

/** The function's answer, or why there is none. */
export type ArticleMailResult<T extends object = object> =
  ({ ok: true } & T) | { ok: false; reason: ArticleMailFailure };

/** The articles that were mailed, the audience and the mail tool. */
export const readArticleMailStatus = () =>
  ask({ action: 'status' }, (status: ArticleMailStatus) => ({ status }));

/** The exact mail of one article: subject, HTML and text. */
export const previewArticleMail = (slug: string) =>
  ask({ action: 'preview', slug }, (preview: ArticleMailPreview) => ({ preview }));

/** The mail to the admin's own address, marked as a test. */
export const sendArticleMailTest = (slug: string) => ask({ action: 'test', slug }, () => ({}));

/**
 * The campaign, sent now or at `scheduledAt` (ISO); `again` confirms the admin knows it was sent.
 */
export const sendArticleMail = (
  slug: string,
  { scheduledAt, again }: { scheduledAt?: string; again?: boolean } = {},
) =>
  ask(
    {
      action: 'send',
      slug,
      ...(scheduledAt ? { scheduledAt } : {}),
      ...(again ? { again: true } : {}),
    },
    () => ({}),
  );

async function ask<A, T extends object>(
  request: ArticleMailRequest,
  read: (answer: A) => T,
): Promise<ArticleMailResult<T>> {
  try {
    return { ok: true, ...read(await callFunction<A>(CALLABLES.articleMail, request)) };
  } catch (error) {
    console.warn(`[admin] article mail: ${request.action} refused or failed`, error);
    return { ok: false, reason: refusalOf(error) };
  }
}

/** The function's reason (its HttpsError's `details.reason`), or 'unavailable'. */
export function refusalOf(error: unknown): ArticleMailFailure {
  const { details } = (error ?? {}) as { details?: { reason?: unknown } };
  return isArticleMailRefusal(details?.reason) ? details.reason : 'unavailable';
}
