import {
  DIAGNOSIS_STEPS,
  type DiagnosisQuestion,
  type DiagnosisResult,
  type DiagnosisStep,
  diagnosisText,
} from '@/content/diagnosis';

/** The chosen option ids of each answered question. */
export type DiagnosisAnswers = Record<string, string[]>;

export interface DiagnosisContent {
  questions: DiagnosisQuestion[];
  results: DiagnosisResult[];
}

/** The longest chat message the result may open (WhatsApp links stay well under URL limits). */
export const MAX_MESSAGE_LENGTH = 1500;

/** Answers as stored in session storage, kept only where they name real questions and options. */
export function parseAnswers(raw: string | null, questions: DiagnosisQuestion[]): DiagnosisAnswers {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const answers: DiagnosisAnswers = {};
  for (const question of questions) {
    const chosen = (parsed as Record<string, unknown>)[question.id];
    if (!Array.isArray(chosen)) continue;
    const valid = question.options.map((option) => option.id).filter((id) => chosen.includes(id));
    const kept = question.kind === 'one' ? valid.slice(0, 1) : valid;
    if (kept.length > 0) answers[question.id] = kept;
  }
  return answers;
}

/** How many questions in a row, from the first, have an answer: where a returning visitor resumes. */
/**
 * A question's answer after the visitor ticks or unticks `optionId`: a single-choice question
 * takes it alone; a multiple-choice one adds or removes it, except that an exclusive option ("none
 * of these") stands alone, and choosing another option drops the exclusive ones.
 */
export function chooseOption(
  question: Pick<DiagnosisQuestion, 'kind' | 'options'>,
  current: readonly string[],
  optionId: string,
  checked: boolean,
): string[] {
  if (question.kind === 'one') return [optionId];
  if (!checked) return current.filter((id) => id !== optionId);
  const exclusive = new Set(
    question.options.filter((option) => option.exclusive).map((option) => option.id),
  );
  if (exclusive.has(optionId)) return [optionId];
  return [...current.filter((id) => !exclusive.has(id) && id !== optionId), optionId];
}

export function answeredInOrder(answers: DiagnosisAnswers, questions: DiagnosisQuestion[]): number {
  const index = questions.findIndex((question) => !answers[question.id]?.length);
  return index === -1 ? questions.length : index;
}

/** Points per step of the ladder for these answers. */
export function scoreAnswers(
  answers: DiagnosisAnswers,
  questions: DiagnosisQuestion[],
): Record<DiagnosisStep, number> {
  const scores = Object.fromEntries(DIAGNOSIS_STEPS.map((step) => [step, 0])) as Record<
    DiagnosisStep,
    number
  >;
  for (const question of questions) {
    for (const option of question.options) {
      if (!answers[question.id]?.includes(option.id)) continue;
      for (const [step, points] of Object.entries(option.weights)) {
        scores[step as DiagnosisStep] += points ?? 0;
      }
    }
  }
  return scores;
}

/** The step with the most points; a tie goes to the earlier step of the ladder. */
export function resultStep(scores: Record<DiagnosisStep, number>): DiagnosisStep {
  return DIAGNOSIS_STEPS.reduce((best, step) => (scores[step] > scores[best] ? step : best));
}

export function diagnose(answers: DiagnosisAnswers, content: DiagnosisContent): DiagnosisResult {
  const step = resultStep(scoreAnswers(answers, content.questions));
  const result = content.results.find((entry) => entry.step === step);
  if (!result) throw new Error(`Sin resultado para ${step}`);
  return result;
}

/**
 * The chat message the result opens: its first line, the key answers in the visitor's own voice
 * ("Mi información: en Excel.": each question's label, then what they chose, nothing typed), and a
 * closing question; at most MAX_MESSAGE_LENGTH characters.
 */
export function chatMessage(
  result: DiagnosisResult,
  answers: DiagnosisAnswers,
  questions: DiagnosisQuestion[],
): string {
  const lines = questions
    .filter((question) => question.inMessage && answers[question.id]?.length)
    .map((question) => {
      const chosen = question.options
        .filter((option) => answers[question.id]?.includes(option.id))
        .map((option) => option.summary)
        .join(', ');
      return `- ${question.messageLabel}: ${chosen}.`;
    });
  const message = [
    result.messageIntro,
    '',
    diagnosisText.messageAnswers,
    ...lines,
    '',
    diagnosisText.messageClose,
  ].join('\n');
  return message.length <= MAX_MESSAGE_LENGTH
    ? message
    : `${message.slice(0, MAX_MESSAGE_LENGTH - 1)}…`;
}
