import Link from 'next/link';
import { SectionLink } from '@/components/layout/section-link';
import { buttonClass } from '@/components/ui/button-styles';
import { CTA_NAMES } from '@/lib/analytics/cta';
import { FaqList } from '@/components/ui/faq-list';
import { DiagnosisLink } from '@/components/diagnosis/diagnosis-link';
import { blogText } from '@/content/blog-categories';
import type { Article } from '@/lib/blog/articles';
import { tagPath, tagSlug } from '@/lib/blog/tags';

export function TagList({ tags }: { tags: string[] }) {
  return (
    <section aria-labelledby="etiquetas" className="mt-12">
      <h2
        id="etiquetas"
        className="text-sm font-bold tracking-[0.2em] text-heading-accent uppercase"
      >
        {blogText.tags}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2" data-testid="article-tags">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              href={tagPath(tagSlug(tag))}
              className="inline-flex min-h-11 items-center rounded-full bg-brand-100 px-4 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline dark:bg-brand-900 dark:text-brand-100"
            >
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AuthorBox({ author, bio }: { author: string; bio: string }) {
  return (
    <aside
      aria-labelledby="sobre-autor"
      className="mt-12 rounded-2xl border border-line bg-surface p-6"
    >
      <h2
        id="sobre-autor"
        className="text-sm font-bold tracking-[0.2em] text-heading-accent uppercase"
      >
        {blogText.aboutAuthor}
      </h2>
      <p className="mt-2 font-bold text-ink">{author}</p>
      <p className="mt-1 text-ink-muted">{bio}</p>
    </aside>
  );
}

export function FaqSection({ faq }: { faq: NonNullable<Article['faq']> }) {
  return (
    <section aria-labelledby="preguntas-frecuentes" className="mt-12">
      <h2 id="preguntas-frecuentes" className="text-2xl font-extrabold tracking-tight">
        {blogText.faq}
      </h2>
      <FaqList entries={faq} className="mt-4" />
    </section>
  );
}

export function ReferenceList({ references }: { references: NonNullable<Article['references']> }) {
  return (
    <section aria-labelledby="referencias" className="mt-12">
      <h2 id="referencias" className="text-2xl font-extrabold tracking-tight">
        {blogText.references}
      </h2>
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-ink-muted">
        {references.map((reference) => (
          <li key={reference.url}>
            <a
              href={reference.url}
              target="_blank"
              rel="noopener noreferrer"
              lang="en"
              className="font-semibold text-ink underline underline-offset-2 hover:text-accent-700 dark:hover:text-accent-300"
            >
              {reference.title}
            </a>
            , {reference.publisher}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function ArticleCta() {
  return (
    <section
      aria-labelledby="agenda-consultoria"
      className="mt-14 rounded-3xl bg-brand-700 p-8 text-white sm:p-10"
    >
      <h2 id="agenda-consultoria" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {blogText.ctaTitle}
      </h2>
      <p className="mt-3 max-w-xl text-brand-50">{blogText.ctaText}</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <SectionLink
          section="contacto"
          cta={CTA_NAMES.articleConsultation}
          className={buttonClass.primary}
        >
          {blogText.ctaLink}
        </SectionLink>
        <p className="text-sm text-brand-100">{blogText.ctaNote}</p>
      </div>
      <DiagnosisLink className="mt-4 text-white" />
    </section>
  );
}
