import { DiagnosisFlow } from '@/components/diagnosis/diagnosis-flow';
import { PageIntro } from '@/components/sections/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { blogText } from '@/content/blog-categories';
import {
  diagnosisQuestions as questions,
  diagnosisResults as results,
  diagnosisText as text,
} from '@/content/diagnosis';
import { services } from '@/content/services';
import { validateDiagnosis } from '@/lib/diagnosis/schema';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';
import { siteConfig } from '@/lib/config/site-config';

// The build stops on content the owner broke (an option pointing nowhere, a result without page).
const problems = validateDiagnosis(
  { questions, results },
  services.map((service) => service.path),
);
if (problems.length > 0) {
  throw new Error(`El contenido del diagnóstico tiene errores:\n- ${problems.join('\n- ')}`);
}

export const metadata = pageMetadata({
  title: text.metaTitle,
  description: text.metaDescription,
  path: text.path,
});

export default function DiagnosticoPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: blogText.home, path: '/' },
          { name: text.breadcrumb, path: text.path },
        ])}
      />
      <PageIntro eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <div className="max-w-3xl">
          <DiagnosisFlow
            questions={questions}
            results={results}
            phone={siteConfig.whatsappNumber}
          />
          {/* Every question and option in the HTML: readable without JavaScript and by crawlers. */}
          <details className="mt-8 rounded-2xl border border-line bg-surface p-5 text-ink">
            <summary className="min-h-11 cursor-pointer font-semibold">{text.allQuestions}</summary>
            <ol className="mt-4 list-decimal space-y-4 pl-5">
              {questions.map((question) => (
                <li key={question.id}>
                  <p className="font-semibold">{question.title}</p>
                  <ul className="mt-1 list-disc pl-5 text-ink-muted">
                    {question.options.map((option) => (
                      <li key={option.id}>{option.label}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </details>
        </div>
      </div>
    </>
  );
}
