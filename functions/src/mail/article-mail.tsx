import { Heading, Img, Link } from '@react-email/components';
import { Fragment } from 'react';
import { type ArticleMailCopy, type SenderFacts, newsletterMail } from '@/content/newsletter-mail';
import { COVER_SIZE } from '@/lib/blog/cover-art';
import { MailLayout } from './layout';
import { LinkedText, MailButton, Paragraph, type QuotedLink } from './parts';
import { COLOURS, COLUMN_WIDTH, INSET, headingStyle } from './theme';

/** What the mail shows of an article, its links already tagged for the newsletter. */
export interface ArticleMailProps {
  title: string;
  excerpt: string;
  /** An absolute address of a 1200×630 picture (the site's covers and social images), or null. */
  coverUrl: string | null;
  /** The article's address, tagged (articleMailUrl in lib/email/campaign-url.ts). */
  articleUrl: string;
  categoryName: string;
  /** ISO day, as in the article's front matter. */
  date: string;
  /** As the site writes it: "8 min". */
  readTime: string;
  /**
   * Where "Date de baja con un clic" leads: the mail tool's own unsubscribe (its template tag,
   * UNSUBSCRIBE_PLACEHOLDER) in a campaign; the subscription page elsewhere (a preview, a test).
   */
  unsubscribeUrl?: string;
}

/** The cover fills the text's width: the column less its border and the room around the text. */
const COVER_WIDTH = COLUMN_WIDTH - 2 - 2 * INSET;
const COVER_HEIGHT = Math.round((COVER_WIDTH * COVER_SIZE.height) / COVER_SIZE.width);

interface ArticleMailViewProps {
  article: ArticleMailProps;
  copy: ArticleMailCopy;
  facts: SenderFacts;
  /** The subscription page's link, tagged as the article's is. */
  subscriptionHref: string;
}

/** The mail that announces an article: its cover, title and summary, and a button to read it. */
export function ArticleMailView({ article, copy, facts, subscriptionHref }: ArticleMailViewProps) {
  const { subscriptionPage, privacyPage, contactEmail } = newsletterMail.links(facts);
  const links: QuotedLink[] = [
    { text: subscriptionPage, href: subscriptionHref },
    { text: privacyPage, href: privacyPage },
    { text: contactEmail, href: `mailto:${contactEmail}` },
  ];
  return (
    <MailLayout
      title={copy.subject}
      preheader={copy.preheader}
      brand={newsletterMail.brand}
      footer={<LinkedText text={copy.footer} links={links} />}
    >
      <Paragraph
        style={{
          margin: '0 0 12px',
          fontSize: '14px',
          lineHeight: '20px',
          fontWeight: 'bold',
          color: COLOURS.button,
        }}
      >
        {copy.kicker}
      </Paragraph>
      {article.coverUrl ? (
        // In a cell of its own: Word ignores a link's margin, not a cell's padding.
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          border={0}
          data-skip-in-text="true"
        >
          <tbody>
            <tr>
              <td style={{ padding: '0 0 16px' }}>
                <Link href={article.articleUrl} style={{ display: 'block' }}>
                  <Img
                    src={article.coverUrl}
                    alt={copy.coverAlt}
                    width={COVER_WIDTH}
                    height={COVER_HEIGHT}
                    // Low priority: React then adds no <link rel="preload"> for it to the head.
                    fetchPriority="low"
                    style={{
                      width: '100%',
                      maxWidth: `${COVER_WIDTH}px`,
                      height: 'auto',
                      borderRadius: '12px',
                      // With pictures off, the alternative text shows on the brand's colour.
                      backgroundColor: COLOURS.brand,
                      color: COLOURS.onBrand,
                    }}
                  />
                </Link>
              </td>
            </tr>
          </tbody>
        </table>
      ) : null}
      <Heading as="h1" style={{ ...headingStyle, margin: '0 0 8px' }}>
        {article.title}
      </Heading>
      <Paragraph style={{ fontSize: '13px', lineHeight: '20px', color: COLOURS.muted }}>
        {copy.details.map((detail, index) => (
          <Fragment key={detail}>
            {index > 0 ? ' · ' : null}
            {/* Each fact whole on its line, as on the article's card. */}
            <span style={{ whiteSpace: 'nowrap' }}>{detail}</span>
          </Fragment>
        ))}
      </Paragraph>
      <Paragraph>{article.excerpt}</Paragraph>
      <MailButton href={article.articleUrl} label={copy.button} />
      <Paragraph style={{ margin: 0, fontSize: '14px', lineHeight: '22px', color: COLOURS.muted }}>
        <LinkedText text={copy.settings} links={links} />{' '}
        <LinkedText
          text={copy.unsubscribe.text}
          links={[
            { text: copy.unsubscribe.link, href: article.unsubscribeUrl ?? subscriptionHref },
          ]}
        />
      </Paragraph>
    </MailLayout>
  );
}
