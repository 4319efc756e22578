// What /admin/ and the site's functions agree on about the mail announcing an article (decision
// 18): the callable's requests and answers, and why it may refuse. Plain data: the functions'
// bundle imports it.

/** A published article as the functions know it (inlined at their build from lib/blog). */
export interface MailableArticle {
  slug: string;
  /** The article's path on the site, e.g. /blog/analisis-de-datos/kpis/. */
  path: string;
  title: string;
  excerpt: string;
  categoryName: string;
  /** ISO day, e.g. 2026-11-20. */
  date: string;
  /** As the site writes it: "8 min". */
  readTime: string;
  /** The article's social image on the site (a PNG, which every mail app shows). */
  coverPath: string;
}

/** What was sent for an article, kept by the function (article_mails/{slug}). */
export interface ArticleMailRecord {
  /** The mail tool's campaign id. */
  campaignId: number;
  /** When the send was asked for (ms). */
  sentAt: number;
  /** When the campaign goes out, if it was scheduled (ms); null: at once. */
  scheduledAt: number | null;
  /** How many subscriptions had "new articles" on when it was sent. */
  recipients: number;
  /** The admin who sent it. */
  sentBy: string;
}

/** What the admin asks of the article mail. */
export type ArticleMailRequest =
  /** The articles, which were mailed, the audience and whether a mail tool is connected. */
  | { action: 'status' }
  /** The exact mail of one article: subject, HTML and text. */
  | { action: 'preview'; slug: string }
  /** The mail to the admin's own address, marked as a test. */
  | { action: 'test'; slug: string }
  /** The campaign: created and sent now, or at `scheduledAt` (ISO); `again` confirms a resend. */
  | { action: 'send'; slug: string; scheduledAt?: string; again?: boolean };

export interface ArticleMailStatus {
  /** The mail tool's name, or null: none connected (the admin downloads the mail instead). */
  tool: string | null;
  /** Confirmed, active subscriptions with "new articles" on. */
  recipients: number;
  /** What was sent, by article slug. */
  sent: Record<string, ArticleMailRecord>;
}

export interface ArticleMailPreview {
  subject: string;
  html: string;
  text: string;
}

/** Why the function did not do what the admin asked (its HttpsError's `details.reason`). */
export const ARTICLE_MAIL_REFUSALS = [
  /** No published article has that slug (in this deployment's build). */
  'unknown-article',
  /** No mail tool is connected: the admin downloads the mail and sends it elsewhere. */
  'no-tool',
  /** The mail tool has no list for "new articles" (BREVO_ARTICLES_LIST_ID). */
  'no-list',
  /** Already sent: the admin must say `again`. */
  'already-sent',
  /** A schedule in the past, or more than a few months ahead. */
  'bad-schedule',
  /** Nobody has "new articles" on. */
  'no-recipients',
  /** The mail tool or the mail server refused or did not answer. */
  'send-failed',
] as const;
export type ArticleMailRefusal = (typeof ARTICLE_MAIL_REFUSALS)[number];

export const isArticleMailRefusal = (value: unknown): value is ArticleMailRefusal =>
  (ARTICLE_MAIL_REFUSALS as readonly unknown[]).includes(value);
