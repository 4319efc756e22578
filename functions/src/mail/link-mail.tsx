import { Heading } from '@react-email/components';
import {
  type MailCopy,
  type MailFacts,
  type SenderFacts,
  newsletterMail,
} from '@/content/newsletter-mail';
import { MailLayout } from './layout';
import { ButtonFallback, LinkedText, MailButton, Paragraph, type QuotedLink } from './parts';
import { headingStyle } from './theme';

/** The addresses the link mails quote, each a link: the subscription page, privacy, contact. */
export function quotedLinks(facts: SenderFacts): QuotedLink[] {
  const { subscriptionPage, privacyPage, contactEmail } = newsletterMail.links(facts);
  return [
    { text: subscriptionPage, href: subscriptionPage },
    { text: privacyPage, href: privacyPage },
    { text: contactEmail, href: `mailto:${contactEmail}` },
  ];
}

/** The confirmation and the access mail: one sign-in link, its button and what it means. */
export function LinkMailView({ copy, facts }: { copy: MailCopy; facts: MailFacts }) {
  const links = quotedLinks(facts);
  return (
    <MailLayout
      title={copy.subject}
      preheader={copy.preheader}
      brand={newsletterMail.brand}
      footer={<LinkedText text={newsletterMail.footer(facts)} links={links} />}
    >
      <Heading as="h1" style={headingStyle}>
        {copy.heading}
      </Heading>
      <Paragraph>
        <LinkedText text={copy.intro} links={links} />
      </Paragraph>
      <MailButton href={facts.link} label={copy.button} />
      <Paragraph>
        <LinkedText text={copy.expiry} links={links} />
      </Paragraph>
      <Paragraph>
        <LinkedText text={copy.ignore} links={links} />
      </Paragraph>
      <ButtonFallback href={facts.link} text={newsletterMail.fallback} />
    </MailLayout>
  );
}
