'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { ContentIcon } from '@/components/ui/content-icon';
import {
  type DiagnosisQuestion,
  type DiagnosisResult,
  diagnosisText as text,
} from '@/content/diagnosis';
import { footerText } from '@/content/shell';
import { trackFormEvent } from '@/lib/analytics/events';
import { readStored, writeStored } from '@/lib/browser/storage';
import {
  type DiagnosisAnswers,
  answeredInOrder,
  chatMessage,
  chooseOption,
  diagnose,
  parseAnswers,
} from '@/lib/diagnosis/diagnosis';
import { NEW_TAB_LINK, whatsappUrl } from '@/lib/links/whatsapp';

/** Session storage key of the answers, so a reload in the middle resumes where it was. */
export const DIAGNOSIS_STORAGE_KEY = 'hanzo_diagnostico';

/** Where the visitor is: the intro (-1), a question (0…n-1), or the result (n). */
type Position = number;

interface DiagnosisFlowProps {
  questions: DiagnosisQuestion[];
  results: DiagnosisResult[];
  phone: string;
}

/**
 * The self-diagnosis, one question at a time. The answers never leave the page: they live in
 * session storage (a damaged or blocked one starts over), the result is worked out here, and only
 * the chat link the visitor chooses to open carries them. After consent, the start, each step and
 * the result's step are counted (never the answers), as the intro says.
 */
export function DiagnosisFlow({ questions, results, phone }: DiagnosisFlowProps) {
  const [position, setPosition] = useState<Position>(-1);
  const [answers, setAnswers] = useState<DiagnosisAnswers>({});
  const [missing, setMissing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A reload in the middle: back to the first unanswered question (or the result).
  useEffect(() => {
    const restored = parseAnswers(readStored(DIAGNOSIS_STORAGE_KEY, 'sessionStorage'), questions);
    if (Object.keys(restored).length === 0) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is read after hydration
    setAnswers(restored);
    setPosition(answeredInOrder(restored, questions));
  }, [questions]);

  // Each move puts the focus on the new step's heading, for keyboards and screen readers.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [position]);

  function save(next: DiagnosisAnswers) {
    setAnswers(next);
    writeStored(DIAGNOSIS_STORAGE_KEY, JSON.stringify(next), 'sessionStorage');
  }

  function moveTo(next: Position) {
    moved.current = true;
    setMissing(false);
    setPosition(next);
  }

  function start() {
    trackFormEvent('start', { form: 'diagnostico' });
    moveTo(answeredInOrder(answers, questions));
  }

  function choose(question: DiagnosisQuestion, optionId: string, checked: boolean) {
    const chosen = chooseOption(question, answers[question.id] ?? [], optionId, checked);
    setMissing(false);
    save({ ...answers, [question.id]: chosen });
  }

  function forward(question: DiagnosisQuestion) {
    if (!answers[question.id]?.length) {
      setMissing(true);
      return;
    }
    const next = position + 1;
    if (next === questions.length) {
      trackFormEvent('complete', {
        form: 'diagnostico',
        result: diagnose(answers, { questions, results }).step,
      });
    } else {
      trackFormEvent('step', { form: 'diagnostico', step: next + 1 });
    }
    moveTo(next);
  }

  function restart() {
    save({});
    moveTo(0);
  }

  const heading = (content: string, className: string) => (
    <h2 ref={headingRef} tabIndex={-1} className={`${className} outline-none`}>
      {content}
    </h2>
  );

  if (position < 0) {
    return (
      <div className="rounded-3xl border border-line bg-surface p-6 sm:p-8">
        <p className="text-lg text-ink">{text.privacy}</p>
        <button
          type="button"
          onClick={start}
          // Its name in analytics (lib/analytics/cta.ts, CTA_NAMES): written here, so this client
          // leaf does not bundle that module.
          data-cta="autodiagnostico_empezar"
          className={`${buttonClass.primary} mt-6`}
        >
          {text.start}
        </button>
      </div>
    );
  }

  if (position >= questions.length) {
    const result = diagnose(answers, { questions, results });
    return (
      <section
        aria-labelledby="resultado"
        className="rounded-3xl border border-line bg-surface p-6 sm:p-8"
      >
        <p className="text-sm font-bold tracking-[0.2em] text-heading-accent uppercase">
          {text.resultEyebrow}
        </p>
        <div id="resultado">
          {heading(result.title, 'mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl')}
        </div>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">{result.summary}</p>
        <h3 className="mt-8 text-lg font-bold text-ink">{text.nextStepsTitle}</h3>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink">
          {result.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <a
            href={whatsappUrl(phone, chatMessage(result, answers, questions))}
            {...NEW_TAB_LINK}
            data-testid="diagnosis-chat"
            data-cta="autodiagnostico_whatsapp"
            className={buttonClass.primary}
          >
            <ContentIcon name="chat" className="size-5" />
            {text.chatCta}
            <span className="sr-only"> {footerText.newTab}</span>
          </a>
          <Link href={result.servicePath} className={buttonClass.secondary}>
            {result.serviceLabel}
          </Link>
        </div>
        <p className="mt-3 text-sm text-ink-muted">{text.chatNote}</p>
        <p className="mt-6 text-sm text-ink-muted">{text.noPromise}</p>
        <button
          type="button"
          onClick={restart}
          className="mt-4 min-h-11 font-semibold text-accent-700 underline underline-offset-2 dark:text-accent-300"
        >
          {text.restart}
        </button>
      </section>
    );
  }

  const question = questions[position]!;
  const chosen = answers[question.id] ?? [];
  const last = position === questions.length - 1;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        forward(question);
      }}
      className="rounded-3xl border border-line bg-surface p-6 sm:p-8"
    >
      <p className="text-sm font-semibold text-ink-muted" aria-live="polite">
        {text.progress(position + 1, questions.length)}
      </p>
      <div className="mt-2 h-1.5 rounded-full bg-surface-raised" aria-hidden="true">
        <div
          className="h-full rounded-full bg-accent-600"
          style={{ width: `${((position + 1) / questions.length) * 100}%` }}
        />
      </div>
      <fieldset className="mt-6" aria-describedby={missing ? 'falta-respuesta' : undefined}>
        <legend className="sr-only">{question.title}</legend>
        {heading(question.title, 'text-xl font-bold text-ink sm:text-2xl')}
        {question.hint ? <p className="mt-1 text-ink-muted">{question.hint}</p> : null}
        <div className="mt-5 grid gap-3">
          {question.options.map((option) => (
            <label
              key={option.id}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border px-4 py-3 text-ink ${
                chosen.includes(option.id)
                  ? 'border-brand-700 bg-brand-100 dark:border-brand-300 dark:bg-brand-900'
                  : 'border-line'
              }`}
            >
              <input
                type={question.kind === 'one' ? 'radio' : 'checkbox'}
                name={question.id}
                value={option.id}
                checked={chosen.includes(option.id)}
                onChange={(event) => choose(question, option.id, event.target.checked)}
                className="size-5 shrink-0 accent-accent-600"
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {missing ? (
        <p
          id="falta-respuesta"
          role="alert"
          className="mt-4 font-semibold text-accent-700 dark:text-accent-300"
        >
          {question.kind === 'one' ? text.chooseOne : text.chooseMany}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {position > 0 ? (
          <button
            type="button"
            onClick={() => moveTo(position - 1)}
            className={buttonClass.secondary}
          >
            {text.back}
          </button>
        ) : null}
        <button type="submit" className={buttonClass.primary}>
          {last ? text.finish : text.next}
        </button>
      </div>
    </form>
  );
}
