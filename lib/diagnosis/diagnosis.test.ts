import {
  DIAGNOSIS_STEPS,
  type DiagnosisStep,
  diagnosisQuestions as questions,
  diagnosisResults as results,
} from '@/content/diagnosis';
import { services } from '@/content/services';
import {
  type DiagnosisAnswers,
  MAX_MESSAGE_LENGTH,
  answeredInOrder,
  chatMessage,
  chooseOption,
  diagnose,
  parseAnswers,
  resultStep,
  scoreAnswers,
} from '@/lib/diagnosis/diagnosis';
import { validateDiagnosis } from '@/lib/diagnosis/schema';

const content = { questions, results };
const servicePaths = services.map((service) => service.path);

/** A full set of answers: the given choices, the first option elsewhere. */
function profile(choices: DiagnosisAnswers): DiagnosisAnswers {
  return Object.fromEntries(
    questions.map((question) => [question.id, choices[question.id] ?? [question.options[0]!.id]]),
  );
}

const PROFILES: [string, DiagnosisStep, DiagnosisAnswers][] = [
  [
    'a very small business with nothing urgent',
    'todavia-no',
    { datos: ['papel'], dolor: ['nada-urgente'], equipo: ['1-5'], volumen: ['menos-100'] },
  ],
  [
    'an owner who decides by experience and does not know what happens',
    'consultoria',
    {
      datos: ['papel'],
      decisiones: ['experiencia'],
      dolor: ['no-se'],
      equipo: ['6-20'],
      volumen: ['100-1000'],
    },
  ],
  [
    'data scattered in spreadsheets and systems',
    'base-de-datos',
    {
      datos: ['varios-sistemas'],
      reportes: ['a-mano'],
      tiempo: ['dias'],
      dolor: ['regados'],
      equipo: ['6-20'],
      volumen: ['1000-10000'],
      automatizar: ['primero-lo-basico'],
    },
  ],
  [
    'one system and reports made by hand',
    'analisis',
    {
      datos: ['un-sistema'],
      reportes: ['a-mano'],
      tiempo: ['un-dia'],
      decisiones: ['algunas-areas'],
      dolor: ['reportes-lentos'],
      equipo: ['21-100'],
      volumen: ['1000-10000'],
      automatizar: ['primero-lo-basico'],
    },
  ],
  [
    'live dashboards and repetitive work',
    'inteligencia-artificial',
    {
      datos: ['un-sistema'],
      reportes: ['tableros'],
      tiempo: ['al-momento'],
      decisiones: ['todos'],
      dolor: ['tareas-repetitivas'],
      intentos: ['tablero', 'ia'],
      equipo: ['21-100'],
      volumen: ['mas-10000'],
      automatizar: ['prioridad'],
    },
  ],
];

describe('validateDiagnosis', () => {
  it('finds nothing wrong with the content as written', () => {
    expect(validateDiagnosis(content, servicePaths)).toEqual([]);
  });

  it('names, in Spanish, an option pointing nowhere, a result without its page and a step without result', () => {
    const broken = {
      questions: questions.map((question, index) =>
        index === 0
          ? {
              ...question,
              options: [
                { ...question.options[0]!, weights: { 'paso-inventado': 2 } as never },
                ...question.options.slice(1),
              ],
            }
          : question,
      ),
      results: results
        .filter((result) => result.step !== 'analisis')
        .map((result) =>
          result.step === 'consultoria' ? { ...result, servicePath: '/servicios/otro/' } : result,
        ),
    };
    const problems = validateDiagnosis(broken, servicePaths);
    expect(problems).toContain(
      'La opción «papel» de «datos» apunta a «paso-inventado», que no tiene resultado.',
    );
    expect(problems).toContain(
      'El resultado «consultoria» apunta a /servicios/otro/, que no es una página de servicio.',
    );
    expect(problems).toContain('El paso «analisis» no tiene resultado.');
  });

  it('asks each question for a label of its own in the message', () => {
    const unlabeled = questions.map((question, index) =>
      index === 1 ? { ...question, messageLabel: '¿Cómo se hacen hoy tus reportes?' } : question,
    );
    expect(validateDiagnosis({ questions: unlabeled, results }, servicePaths)).toEqual([
      'La pregunta «reportes» necesita una etiqueta para el mensaje, sin signos de pregunta ni dos puntos.',
    ]);
  });

  it('names a repeated id, an option worth nothing, a lone option and a result of one step', () => {
    const [first, second] = questions;
    const broken = {
      questions: [
        { ...first!, options: [first!.options[0]!, { ...first!.options[0]!, weights: {} }] },
        { ...second!, id: first!.id, options: second!.options.slice(0, 1) },
        ...questions.slice(2),
      ],
      results: results.map((result, index) =>
        index === 0 ? { ...result, nextSteps: result.nextSteps.slice(0, 1) } : result,
      ),
    };
    const id = first!.id;
    const option = first!.options[0]!.id;
    expect(validateDiagnosis(broken, servicePaths).sort()).toEqual(
      [
        `La opción «${option}» de «${id}» está repetida.`,
        `La opción «${option}» de «${id}» no suma puntos a ningún paso.`,
        `La pregunta «${id}» necesita al menos dos opciones.`,
        `La pregunta «${id}» está repetida.`,
        `El resultado «${results[0]!.step}» debe tener dos o tres pasos siguientes.`,
      ].sort(),
    );
  });

  it('counts the questions: eight to ten', () => {
    expect(
      validateDiagnosis({ questions: questions.slice(0, 7), results }, servicePaths),
    ).toContain('El diagnóstico tiene 7 preguntas; deben ser de 8 a 10.');
  });
});

describe('scoring', () => {
  it.each(PROFILES)('places %s on %s', (_name, step, choices) => {
    expect(diagnose(profile(choices), content).step).toBe(step);
  });

  it('reaches every step of the ladder: the profiles above cover them all', () => {
    expect(new Set(PROFILES.map(([, step]) => step))).toEqual(new Set(DIAGNOSIS_STEPS));
  });
  it('gives a tie to the earlier step', () => {
    const scores = Object.fromEntries(DIAGNOSIS_STEPS.map((step) => [step, 3])) as never;
    expect(resultStep(scores)).toBe('todavia-no');
    expect(
      resultStep({
        'todavia-no': 0,
        consultoria: 4,
        'base-de-datos': 4,
        analisis: 1,
        'inteligencia-artificial': 0,
      }),
    ).toBe('consultoria');
  });

  it('adds every chosen option of a several-answer question', () => {
    const one = scoreAnswers({ intentos: ['tablero'] }, questions);
    const two = scoreAnswers({ intentos: ['tablero', 'ia'] }, questions);
    expect(two['inteligencia-artificial'] - one['inteligencia-artificial']).toBe(1);
  });
});

describe('parseAnswers', () => {
  it('keeps real questions and options only, one answer where one is asked', () => {
    const raw = JSON.stringify({
      datos: ['excel', 'papel'],
      intentos: ['tablero', 'inventado', 'ia'],
      inventada: ['x'],
      reportes: 'a-mano',
    });
    expect(parseAnswers(raw, questions)).toEqual({
      datos: ['papel'],
      intentos: ['tablero', 'ia'],
    });
  });

  it('starts over cleanly from corrupted or empty storage', () => {
    expect(parseAnswers('{no es json', questions)).toEqual({});
    expect(parseAnswers('[1,2]', questions)).toEqual({});
    expect(parseAnswers('null', questions)).toEqual({});
    expect(parseAnswers(null, questions)).toEqual({});
  });

  it('resumes at the first unanswered question', () => {
    expect(answeredInOrder({}, questions)).toBe(0);
    expect(answeredInOrder({ datos: ['papel'], reportes: ['fijos'] }, questions)).toBe(2);
    expect(answeredInOrder({ reportes: ['fijos'] }, questions)).toBe(0);
    expect(answeredInOrder(profile({}), questions)).toBe(questions.length);
  });
});

describe('chatMessage', () => {
  it('carries the result and the key answers the visitor chose, nothing else', () => {
    const answers = profile({ datos: ['excel'], dolor: ['regados'], decisiones: ['todos'] });
    const result = diagnose(answers, content);
    const message = chatMessage(result, answers, questions);
    expect(message.startsWith(result.messageIntro)).toBe(true);
    // The visitor sends it: each answer in their own voice, not the question put to them.
    expect(message).toContain('- Mi información: en Excel.');
    expect(message).toContain('- Lo que más me duele: los datos están regados.');
    const answerLines = message.split('\n').filter((line) => line.startsWith('- '));
    expect(answerLines.length).toBeGreaterThan(3);
    for (const line of answerLines) expect(line).not.toMatch(/¿|\btus?\b/);
    // "Who decides" is not a key answer.
    expect(message).not.toContain('casi todos los equipos');
    expect(message).not.toContain('en papel');
  });

  it('stays under 1,500 characters with every option of every question chosen', () => {
    const everything = Object.fromEntries(
      questions.map((question) => [question.id, question.options.map((option) => option.id)]),
    );
    for (const result of results) {
      expect(chatMessage(result, everything, questions).length).toBeLessThanOrEqual(
        MAX_MESSAGE_LENGTH,
      );
    }
  });
});

describe('chooseOption', () => {
  const many = {
    kind: 'many' as const,
    options: [
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
      { id: 'ninguna', label: 'Ninguna', exclusive: true },
    ],
  } as unknown as Parameters<typeof chooseOption>[0];
  const one = { kind: 'one' as const, options: many.options } as Parameters<typeof chooseOption>[0];

  it('takes the one option of a single-choice question', () => {
    expect(chooseOption(one, ['a'], 'b', true)).toEqual(['b']);
  });

  it('adds and removes options of a multiple-choice question, once each', () => {
    expect(chooseOption(many, ['a'], 'b', true)).toEqual(['a', 'b']);
    expect(chooseOption(many, ['a', 'b'], 'a', false)).toEqual(['b']);
    expect(chooseOption(many, ['a'], 'a', true)).toEqual(['a']);
  });

  it('lets an exclusive option stand alone, and drops it when another is chosen', () => {
    expect(chooseOption(many, ['a', 'b'], 'ninguna', true)).toEqual(['ninguna']);
    expect(chooseOption(many, ['ninguna'], 'a', true)).toEqual(['a']);
  });
});
