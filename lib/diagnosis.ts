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

/**
 * Problems in the diagnosis content, in Spanish for the owner who edits it (empty when sound):
 * unique ids, options that point to a step with a result, results that point to a service page,
 * and every step the weights can reach has its result.
 */
export function validateDiagnosis(content: DiagnosisContent, servicePaths: string[]): string[] {
  const problems: string[] = [];
  const resultSteps = new Set(content.results.map((result) => result.step));
  const questionIds = new Set<string>();
  if (content.questions.length < 8 || content.questions.length > 10) {
    problems.push(
      `El diagnóstico tiene ${content.questions.length} preguntas; deben ser de 8 a 10.`,
    );
  }
  for (const question of content.questions) {
    if (questionIds.has(question.id)) problems.push(`La pregunta «${question.id}» está repetida.`);
    questionIds.add(question.id);
    if (question.options.length < 2) {
      problems.push(`La pregunta «${question.id}» necesita al menos dos opciones.`);
    }
    // The label starts a line the visitor sends ("Mi información: en Excel."): no question there.
    if (!question.messageLabel.trim() || /[¿?:]/.test(question.messageLabel)) {
      problems.push(
        `La pregunta «${question.id}» necesita una etiqueta para el mensaje, sin signos de pregunta ni dos puntos.`,
      );
    }
    const optionIds = new Set<string>();
    for (const option of question.options) {
      if (optionIds.has(option.id)) {
        problems.push(`La opción «${option.id}» de «${question.id}» está repetida.`);
      }
      optionIds.add(option.id);
      const steps = Object.entries(option.weights).filter(([, points]) => (points ?? 0) > 0);
      if (steps.length === 0) {
        problems.push(`La opción «${option.id}» de «${question.id}» no suma puntos a ningún paso.`);
      }
      for (const [step] of steps) {
        if (!resultSteps.has(step as DiagnosisStep)) {
          problems.push(
            `La opción «${option.id}» de «${question.id}» apunta a «${step}», que no tiene resultado.`,
          );
        }
      }
    }
  }
  for (const step of DIAGNOSIS_STEPS) {
    if (!resultSteps.has(step)) problems.push(`El paso «${step}» no tiene resultado.`);
  }
  for (const result of content.results) {
    if (!servicePaths.includes(result.servicePath)) {
      problems.push(
        `El resultado «${result.step}» apunta a ${result.servicePath}, que no es una página de servicio.`,
      );
    }
    if (result.nextSteps.length < 2 || result.nextSteps.length > 3) {
      problems.push(`El resultado «${result.step}» debe tener dos o tres pasos siguientes.`);
    }
  }
  return problems;
}

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
