import { type Firestore, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type {
  ArticleMailPreview,
  ArticleMailRecord,
  ArticleMailRefusal,
  ArticleMailRequest,
  ArticleMailStatus,
} from '@/lib/email/article-mail-contract';
import { FUNCTIONS_REGION } from '@/lib/email/link-contract';
import { COLLECTIONS } from '@/lib/email/model';
import { siteConfig } from '@/lib/config/site-config';
import { requireAdmin } from './admin';
import { articleMailProps, findArticle, publishedArticles } from './articles';
import { UNSUBSCRIBE_PLACEHOLDER } from './mail-tool/mail-tool';
import { mailToolFromParams } from './mail-tool/setup';
import { renderArticleMail } from './mail/render';
import { mailSite, ownerSmtp } from './mail/owner';
import { sendMail } from './mail/transport';
import { BREVO_API_KEY, MAIL_FROM, SMTP_PASSWORD } from './params';

// The mail announcing an article, sent by the owner from /admin/ (decision 18): its exact preview,
// a test to the admin's own address, and the campaign through the mail tool to the list of those
// who chose "new articles" (now, or at a chosen time), recorded in article_mails/{slug}. The mail
// is rendered here, from the article's front matter as the build inlined it, so the preview, the
// test and the campaign are one mail. For the admin only, with App Check.

const MAX_SCHEDULE_MS = 90 * 86_400_000;

const refuse = (reason: ArticleMailRefusal) =>
  new HttpsError(reason === 'send-failed' ? 'unavailable' : 'failed-precondition', reason, {
    reason,
  });

/** Confirmed, active subscriptions with "new articles" on: the campaign's audience. */
export async function articleAudience(db: Firestore): Promise<number> {
  const counted = await db
    .collection(COLLECTIONS.subscribers)
    .where('active', '==', true)
    .where('preferences.blogNotifications', '==', true)
    .where('confirmedAt', '>', Timestamp.fromMillis(0))
    .count()
    .get();
  return counted.data().count;
}

/** When a requested schedule may go, or why not: at least a few minutes ahead, at most 90 days. */
export function scheduleOf(value: string | undefined, now: number): number | null | 'bad' {
  if (!value) return null;
  const at = Date.parse(value);
  if (!Number.isFinite(at) || at < now + 5 * 60_000 || at > now + MAX_SCHEDULE_MS) return 'bad';
  return at;
}

/** "Hanzo <boletin@hanzo.mx>" as the tool's sender object. */
export function senderOf(from: string): { name: string; email: string } {
  const match = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(from);
  return match
    ? { name: match[1]?.replace(/^"|"$/g, '') || 'Hanzo', email: match[2] ?? '' }
    : { name: 'Hanzo', email: from.trim() };
}

/** The article's mail: for a campaign, its unsubscribe is the tool's own one-click link. */
function renderFor(slug: string, forCampaign: boolean) {
  const article = findArticle(slug);
  if (!article) throw refuse('unknown-article');
  const props = articleMailProps(article, siteConfig.url);
  return renderArticleMail(
    forCampaign ? { ...props, unsubscribeUrl: UNSUBSCRIBE_PLACEHOLDER } : props,
    mailSite(),
  );
}

async function status(db: Firestore): Promise<ArticleMailStatus> {
  const { tool } = mailToolFromParams();
  const [recipients, records] = await Promise.all([
    articleAudience(db),
    db.collection(COLLECTIONS.articleMails).get(),
  ]);
  const slugs = new Set(publishedArticles().map((article) => article.slug));
  return {
    tool: tool?.name ?? null,
    recipients,
    sent: Object.fromEntries(
      records.docs
        .filter((record) => slugs.has(record.id))
        .map((record) => [record.id, record.data() as ArticleMailRecord]),
    ),
  };
}

export const articleMail = onCall(
  {
    region: FUNCTIONS_REGION,
    enforceAppCheck: true,
    secrets: [BREVO_API_KEY, SMTP_PASSWORD],
    timeoutSeconds: 60,
  },
  async (
    request,
  ): Promise<
    ArticleMailStatus | ArticleMailPreview | { sent: true; record?: ArticleMailRecord }
  > => {
    await requireAdmin(request.auth);
    const db = getFirestore();
    const asked = (request.data ?? {}) as ArticleMailRequest;
    if (asked.action === 'status') return status(db);
    const slug = typeof asked.slug === 'string' ? asked.slug : '';
    if (asked.action === 'preview') {
      const { subject, html, text } = await renderFor(slug, false);
      return { subject, html, text };
    }
    const admin = String(request.auth?.token.email ?? '');
    if (asked.action === 'test') {
      const mail = await renderFor(slug, false);
      try {
        await sendMail(ownerSmtp(), admin, { ...mail, subject: `[Prueba] ${mail.subject}` });
      } catch (error) {
        logger.error('article test not sent', {
          slug,
          code: String((error as { code?: unknown }).code),
        });
        throw refuse('send-failed');
      }
      return { sent: true };
    }
    if (asked.action !== 'send') throw new HttpsError('invalid-argument', 'action');

    const { tool } = mailToolFromParams();
    if (!tool) throw refuse('no-tool');
    if (!tool.lists.includes('blogNotifications')) throw refuse('no-list');
    const now = Date.now();
    const scheduledAt = scheduleOf(asked.scheduledAt, now);
    if (scheduledAt === 'bad') throw refuse('bad-schedule');
    const recordRef = db.collection(COLLECTIONS.articleMails).doc(slug);
    if ((await recordRef.get()).exists && asked.again !== true) throw refuse('already-sent');
    const recipients = await articleAudience(db);
    if (recipients === 0) throw refuse('no-recipients');
    const mail = await renderFor(slug, true);
    let campaignId: number;
    try {
      campaignId = await tool.sendCampaign({
        name: `Artículo: ${slug} (${new Date(now).toISOString().slice(0, 16)})`,
        choice: 'blogNotifications',
        subject: mail.subject,
        preheader: findArticle(slug)?.excerpt ?? '',
        html: mail.html,
        sender: senderOf(MAIL_FROM.value()),
        replyTo: siteConfig.contactEmail,
        scheduledAt,
      });
    } catch (error) {
      logger.error('article campaign not sent', { slug, error: String(error).slice(0, 300) });
      throw refuse('send-failed');
    }
    const record: ArticleMailRecord = {
      campaignId,
      sentAt: now,
      scheduledAt,
      recipients,
      sentBy: admin,
    };
    await recordRef.set(record);
    logger.info('article campaign', { slug, campaignId, recipients, scheduledAt });
    return { sent: true, record };
  },
);
