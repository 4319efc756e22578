// The diagnosis content's schema, checked when /diagnostico/ is built. Apart from lib/diagnosis/diagnosis.ts,
// which the questionnaire runs in the browser, so zod never reaches a page's scripts.
import { z } from 'zod';
import { DIAGNOSIS_STEPS } from '@/content/diagnosis';
import type { DiagnosisContent } from './diagnosis';

const repeated = (ids: string[]) => ids.filter((id, index) => ids.indexOf(id) !== index);

/**
 * Each message completes a sentence that names what it is about ("La opción «papel» de «datos»"),
 * which `validateDiagnosis` puts in front of it from the issue's path.
 */
function diagnosisSchema(servicePaths: readonly string[]) {
  const option = z.object({
    id: z.string().min(1),
    weights: z
      .record(z.string(), z.number())
      .refine((weights) => Object.values(weights).some((points) => points > 0), {
        error: 'no suma puntos a ningún paso.',
      }),
  });
  const question = z.object({
    id: z.string().min(1),
    // The label starts a line the visitor sends ("Mi información: en Excel."): no question there.
    messageLabel: z.string().refine((label) => label.trim() !== '' && !/[¿?:]/.test(label), {
      error: 'necesita una etiqueta para el mensaje, sin signos de pregunta ni dos puntos.',
    }),
    options: z.array(option).min(2, { error: 'necesita al menos dos opciones.' }),
  });
  const result = z.object({
    step: z.enum(DIAGNOSIS_STEPS),
    servicePath: z.string().refine((path) => servicePaths.includes(path), {
      error: (issue) => `apunta a ${String(issue.input)}, que no es una página de servicio.`,
    }),
    nextSteps: z
      .array(z.string().min(1))
      .min(2, { error: 'debe tener dos o tres pasos siguientes.' })
      .max(3, { error: 'debe tener dos o tres pasos siguientes.' }),
  });
  const count = {
    error: (issue: { input?: unknown }) =>
      `El diagnóstico tiene ${(issue.input as unknown[]).length} preguntas; deben ser de 8 a 10.`,
  };
  // What one entry cannot know alone: repeated ids, and steps with and without their result.
  return z
    .object({ questions: z.array(question).min(8, count).max(10, count), results: z.array(result) })
    .superRefine(({ questions, results }, context) => {
      const withResult = new Set<string>(results.map((entry) => entry.step));
      const flag = (message: string, path: (string | number)[]) =>
        context.addIssue({ code: 'custom', message, path });
      const questionIds = questions.map((entry) => entry.id);
      for (const id of repeated(questionIds)) {
        flag('está repetida.', ['questions', questionIds.lastIndexOf(id)]);
      }
      questions.forEach(({ options }, q) => {
        const optionIds = options.map((entry) => entry.id);
        for (const id of repeated(optionIds)) {
          flag('está repetida.', ['questions', q, 'options', optionIds.lastIndexOf(id)]);
        }
        options.forEach(({ weights }, o) => {
          for (const [step, points] of Object.entries(weights)) {
            if (points > 0 && !withResult.has(step)) {
              flag(`apunta a «${step}», que no tiene resultado.`, ['questions', q, 'options', o]);
            }
          }
        });
      });
      for (const step of DIAGNOSIS_STEPS) {
        if (!withResult.has(step)) flag(`El paso «${step}» no tiene resultado.`, []);
      }
    });
}

/** Who an issue is about, from its path: a question, one of its options, or a result. */
function subject(content: DiagnosisContent, path: PropertyKey[]): string {
  const [list, index, field, option] = path;
  if (list === 'results' && typeof index === 'number') {
    return `El resultado «${content.results[index]?.step}» `;
  }
  if (list !== 'questions' || typeof index !== 'number') return '';
  const question = content.questions[index];
  return field === 'options' && typeof option === 'number'
    ? `La opción «${question?.options[option]?.id}» de «${question?.id}» `
    : `La pregunta «${question?.id}» `;
}

/**
 * Problems in the diagnosis content, in Spanish for the owner who edits it (empty when sound):
 * eight to ten questions of two options or more, each with its label for the chat message, unique ids, options that add points to a step
 * with a result, a result for every step, each pointing to a service page.
 */
export function validateDiagnosis(content: DiagnosisContent, servicePaths: string[]): string[] {
  const parsed = diagnosisSchema(servicePaths).safeParse(content);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${subject(content, issue.path)}${issue.message}`);
}
