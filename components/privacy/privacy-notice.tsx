import Link from 'next/link';
import {
  PRIVACY_REVISED,
  type PrivacyNotice as Notice,
  type PrivacySection,
} from '@/content/privacy';
import { renderMarkdown } from '@/lib/blog/markdown';
import { CookieChoiceControl } from './cookie-choice-control';
import { PrivacyToc } from './privacy-toc';

const proseClass = [
  'prose-article prose prose-lg max-w-none',
  // Storage keys and cookie names: no typographic backticks, a tint instead, and they may wrap.
  'prose-code:rounded prose-code:bg-surface-raised prose-code:px-1 prose-code:py-0.5',
  'prose-code:font-semibold prose-code:[overflow-wrap:anywhere]',
  'prose-code:before:content-none prose-code:after:content-none',
].join(' ');

function NoticeSection({
  section,
  number,
  notice,
}: {
  section: PrivacySection;
  number: number;
  notice: Notice;
}) {
  const headingId = `${section.anchor}-heading`;
  return (
    <section
      id={section.anchor}
      aria-labelledby={headingId}
      className="mt-12 border-t border-line pt-10 first:mt-0 first:border-t-0 first:pt-0"
    >
      <h2
        id={headingId}
        className="text-2xl leading-tight font-extrabold tracking-tight text-balance sm:text-3xl"
      >
        <span className="text-heading-accent">{number}.</span> {section.title}
      </h2>
      {section.body.map((block, index) =>
        typeof block === 'string' ? (
          <div
            key={index}
            className={`${proseClass} mt-6`}
            // Our own Markdown, rendered at build time; raw HTML is dropped by the renderer.
            dangerouslySetInnerHTML={{ __html: renderMarkdown(block) }}
          />
        ) : (
          <CookieChoiceControl key={index} text={notice.cookieChoice} />
        ),
      )}
    </section>
  );
}

/** A privacy notice in one language: title, revision date, link to the other language, contents. */
export function PrivacyNotice({ notice }: { notice: Notice }) {
  const other = notice.otherLanguage;
  return (
    <article lang={notice.lang} className="mx-auto max-w-6xl px-4 pt-14 pb-20 sm:px-6 md:pt-20">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {notice.title}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-ink-muted">{notice.lead}</p>
        <p className="mt-5 text-ink-muted" data-testid="privacy-revised">
          {notice.revisedLabel}{' '}
          <time dateTime={PRIVACY_REVISED} className="font-semibold whitespace-nowrap text-ink">
            {notice.revised}
          </time>
        </p>
        {notice.translationNote ? (
          <p className="mt-3 rounded-xl border border-line bg-surface px-4 py-3 text-sm text-ink-muted">
            {notice.translationNote}
          </p>
        ) : null}
        <p className="mt-4">
          <Link
            href={other.href}
            hrefLang={other.lang}
            lang={other.lang}
            className="inline-flex min-h-11 items-center font-semibold text-ink underline underline-offset-4 hover:text-accent-700 dark:hover:text-accent-300"
          >
            {/* One run of text, so the underline goes on under the space and the arrow. */}
            <span>
              {other.label}
              {'\u00a0'}
              <span aria-hidden="true">→</span>
            </span>
          </Link>
        </p>
      </header>
      <div className="mt-12 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <PrivacyToc label={notice.tocLabel} sections={notice.sections} />
        <div className="max-w-3xl">
          {notice.sections.map((section, index) => (
            <NoticeSection key={section.id} section={section} number={index + 1} notice={notice} />
          ))}
        </div>
      </div>
    </article>
  );
}
