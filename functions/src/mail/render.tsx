import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { type MailFacts, type SenderFacts, newsletterMail } from '@/content/newsletter-mail';
import { SUBSCRIPTION_PATH } from '@/content/subscription-path';
import { articleMailUrl, mailCampaignOf } from '@/lib/email/campaign-url';
import type { LinkMail } from '@/lib/email/link-contract';
import { formatLongDateEs } from '@/lib/format/dates';
import { type ArticleMailProps, ArticleMailView } from './article-mail';
import { withOutlookColumn } from './layout';
import { LinkMailView } from './link-mail';
import { mailText } from './plain-text';

// The newsletter's mails as HTML and plain text (React Email): the confirmation and the access
// link the functions send, and the mail the owner sends when an article is published. One layout
// for the three (./layout.tsx); the words are content/newsletter-mail.ts's.

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

async function renderParts(subject: string, mail: ReactElement): Promise<RenderedMail> {
  const html = withOutlookColumn(await render(mail));
  return { subject, html, text: mailText(html) };
}

export function renderMail(kind: LinkMail, facts: MailFacts): Promise<RenderedMail> {
  const copy = newsletterMail[kind](facts);
  return renderParts(copy.subject, <LinkMailView copy={copy} facts={facts} />);
}

export type { ArticleMailProps };

export function renderArticleMail(
  article: ArticleMailProps,
  facts: SenderFacts,
): Promise<RenderedMail> {
  const copy = newsletterMail.article({ ...article, date: formatLongDateEs(article.date) }, facts);
  // The subscription page's link carries the article link's campaign, as every link of the mail.
  const campaign = mailCampaignOf(article.articleUrl);
  const subscriptionHref = campaign
    ? articleMailUrl(facts.siteUrl, SUBSCRIPTION_PATH, campaign)
    : newsletterMail.links(facts).subscriptionPage;
  return renderParts(
    copy.subject,
    <ArticleMailView
      article={article}
      copy={copy}
      facts={facts}
      subscriptionHref={subscriptionHref}
    />,
  );
}
