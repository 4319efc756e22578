/**
 * The self-diagnosis (/diagnostico/): its questions, options, weights and results, as typed data
 * the owner can edit without touching components. lib/diagnosis/diagnosis.ts scores the answers and checks
 * this file at build time (every option points to a result, every result to a service page).
 *
 * Weights: each option adds points to one or more steps of the ladder. The result is the step
 * with the most points; a tie goes to the earlier step (start small). "todavia-no" is the honest
 * answer when the business does not need the services yet.
 */

export type DiagnosisStep =
  'todavia-no' | 'consultoria' | 'base-de-datos' | 'analisis' | 'inteligencia-artificial';

/** The ladder's order: a tie goes to the earlier step. */
export const DIAGNOSIS_STEPS: readonly DiagnosisStep[] = [
  'todavia-no',
  'consultoria',
  'base-de-datos',
  'analisis',
  'inteligencia-artificial',
];

export interface DiagnosisOption {
  id: string;
  label: string;
  /** Points this answer adds to each step of the ladder. */
  weights: Partial<Record<DiagnosisStep, number>>;
  /** How the answer reads in the chat message, after its question's label (short, lower case). */
  summary: string;
  /** In a several-answer question: choosing it clears the others ("Nada todavía"). */
  exclusive?: boolean;
}

export interface DiagnosisQuestion {
  id: string;
  /** The question, addressed to the visitor. */
  title: string;
  /**
   * The answer's label in the chat message, in the visitor's own voice, since the visitor sends
   * it: "Mi información" makes the line "Mi información: en Excel.".
   */
  messageLabel: string;
  /** One line under the question, when it helps to answer. */
  hint?: string;
  /** One answer (radio buttons) or several (checkboxes). */
  kind: 'one' | 'many';
  options: DiagnosisOption[];
  /** Whether the answer travels in the chat message (the key answers only). */
  inMessage: boolean;
}

export interface DiagnosisResult {
  step: DiagnosisStep;
  title: string;
  /** Where the business stands, in two or three sentences. */
  summary: string;
  /** Two or three concrete next steps. */
  nextSteps: string[];
  /** The service page it points to, and the button that leads there (short: one line on a phone). */
  servicePath: string;
  serviceLabel: string;
  /** The first line of the chat message. */
  messageIntro: string;
}

export const diagnosisText = {
  path: '/diagnostico/',
  metaTitle: 'Autodiagnóstico de datos para tu negocio',
  metaDescription:
    'Responde nueve preguntas en unos dos minutos y descubre en qué punto está tu negocio con sus datos, qué hacer después y con qué servicio empezar.',
  eyebrow: 'Autodiagnóstico',
  title: '¿En qué punto está tu negocio con sus datos?',
  lead: 'Nueve preguntas, unos dos minutos. Al final te decimos dónde estás, qué hacer después y con qué servicio empezar.',
  privacy:
    'No te pedimos nombre ni correo, y tus respuestas no salen de este navegador salvo que abras WhatsApp con ellas. Si aceptaste las cookies de análisis, contamos tu avance y el tipo de resultado, nunca tus respuestas.',
  allQuestions: 'Ver todas las preguntas',
  breadcrumb: 'Autodiagnóstico',
  start: 'Empezar el autodiagnóstico',
  progress: (current: number, total: number) => `Pregunta ${current} de ${total}`,
  back: 'Anterior',
  next: 'Siguiente',
  finish: 'Ver mi resultado',
  chooseOne: 'Elige una respuesta para continuar.',
  chooseMany: 'Elige al menos una respuesta para continuar.',
  restart: 'Volver a empezar',
  resultEyebrow: 'Tu resultado',
  nextStepsTitle: 'Tus siguientes pasos',
  chatCta: 'Platícanos tu resultado',
  chatNote:
    'Se abre WhatsApp con tu resultado y tus respuestas clave; tú decides si envías el mensaje.',
  noPromise:
    'Este resultado es una orientación a partir de tus respuestas, no un dictamen: no promete cifras ni precios.',
  messageAnswers: 'Mis respuestas:',
  messageClose: '¿Podemos platicarlo?',
  /** Linked from the home, each service page and the end of each article. */
  invitation: '¿No sabes por dónde empezar? Haz el autodiagnóstico de dos minutos',
} as const;

export const diagnosisQuestions: DiagnosisQuestion[] = [
  {
    id: 'datos',
    title: '¿Dónde vive hoy la información de tu negocio?',
    messageLabel: 'Mi información',
    kind: 'one',
    inMessage: true,
    options: [
      {
        id: 'papel',
        label: 'En papel, libretas o en la memoria de alguien',
        weights: { 'todavia-no': 1, consultoria: 2 },
        summary: 'en papel',
      },
      {
        id: 'excel',
        label: 'En hojas de Excel o Google Sheets',
        weights: { consultoria: 1, 'base-de-datos': 2 },
        summary: 'en Excel',
      },
      {
        id: 'un-sistema',
        label: 'En un sistema (punto de venta, contabilidad o ERP)',
        weights: { 'base-de-datos': 1, analisis: 2 },
        summary: 'en un sistema',
      },
      {
        id: 'varios-sistemas',
        label: 'En varios sistemas que no se hablan entre sí',
        weights: { 'base-de-datos': 3, analisis: 1 },
        summary: 'en varios sistemas que no se hablan entre sí',
      },
    ],
  },
  {
    id: 'reportes',
    title: '¿Cómo se hacen hoy tus reportes?',
    messageLabel: 'Mis reportes',
    kind: 'one',
    inMessage: true,
    options: [
      {
        id: 'ninguno',
        label: 'No hacemos reportes',
        weights: { 'todavia-no': 1, consultoria: 2 },
        summary: 'todavía no hacemos ninguno',
      },
      {
        id: 'a-mano',
        label: 'Alguien los arma a mano en Excel',
        weights: { 'base-de-datos': 1, analisis: 2 },
        summary: 'alguien los arma a mano en Excel',
      },
      {
        id: 'fijos',
        label: 'El sistema da reportes fijos que no siempre sirven',
        weights: { analisis: 2 },
        summary: 'los fijos del sistema',
      },
      {
        id: 'tableros',
        label: 'Tenemos dashboards que se actualizan solos',
        weights: { 'inteligencia-artificial': 2, analisis: 1 },
        summary: 'dashboards que se actualizan solos',
      },
    ],
  },
  {
    id: 'tiempo',
    title: '¿Cuánto tardas en tener una cifra del mes, como las ventas o el margen?',
    messageLabel: 'Tener las cifras del mes',
    kind: 'one',
    inMessage: true,
    options: [
      {
        id: 'dias',
        label: 'Varios días, o no la tenemos',
        weights: { consultoria: 1, 'base-de-datos': 2 },
        summary: 'nos toma varios días, o no las tenemos',
      },
      {
        id: 'un-dia',
        label: 'Uno o dos días',
        weights: { 'base-de-datos': 1, analisis: 2 },
        summary: 'nos toma uno o dos días',
      },
      {
        id: 'horas',
        label: 'Unas horas',
        weights: { analisis: 2 },
        summary: 'nos toma unas horas',
      },
      {
        id: 'al-momento',
        label: 'Al momento',
        weights: { 'inteligencia-artificial': 2 },
        summary: 'las tenemos al momento',
      },
    ],
  },
  {
    id: 'decisiones',
    title: '¿Quién decide con datos en tu negocio?',
    messageLabel: 'Quién decide con datos',
    kind: 'one',
    inMessage: false,
    options: [
      {
        id: 'experiencia',
        label: 'Decidimos por experiencia',
        weights: { 'todavia-no': 1, consultoria: 2 },
        summary: 'nadie, decidimos por experiencia',
      },
      {
        id: 'direccion',
        label: 'Solo la dirección mira cifras',
        weights: { consultoria: 1, analisis: 1 },
        summary: 'solo la dirección',
      },
      {
        id: 'algunas-areas',
        label: 'Algunas áreas, como ventas o finanzas',
        weights: { analisis: 2 },
        summary: 'algunas áreas',
      },
      {
        id: 'todos',
        label: 'Casi todos los equipos',
        weights: { 'inteligencia-artificial': 2 },
        summary: 'casi todos los equipos',
      },
    ],
  },
  {
    id: 'dolor',
    title: '¿Qué te duele más hoy?',
    messageLabel: 'Lo que más me duele',
    kind: 'one',
    inMessage: true,
    options: [
      {
        id: 'no-se',
        label: 'No sé bien qué pasa en el negocio',
        weights: { consultoria: 3 },
        summary: 'no sé bien qué pasa en el negocio',
      },
      {
        id: 'regados',
        label: 'Los datos están regados o se pierden',
        weights: { 'base-de-datos': 3 },
        summary: 'los datos están regados',
      },
      {
        id: 'reportes-lentos',
        label: 'Armar reportes toma demasiado tiempo',
        weights: { analisis: 3 },
        summary: 'los reportes toman demasiado tiempo',
      },
      {
        id: 'tareas-repetitivas',
        label: 'Hay tareas repetitivas que le quitan horas al equipo',
        weights: { 'inteligencia-artificial': 3 },
        summary: 'tareas repetitivas que le quitan horas al equipo',
      },
      {
        id: 'nada-urgente',
        label: 'Nada urgente: quiero ver qué es posible',
        weights: { 'todavia-no': 2, consultoria: 1 },
        summary: 'nada urgente, quiero ver qué es posible',
      },
    ],
  },
  {
    id: 'intentos',
    title: '¿Qué has intentado ya?',
    messageLabel: 'Lo que ya probamos',
    hint: 'Puedes elegir varias respuestas.',
    kind: 'many',
    inMessage: true,
    options: [
      {
        id: 'nada',
        label: 'Nada todavía',
        weights: { consultoria: 1 },
        summary: 'nada todavía',
        exclusive: true,
      },
      {
        id: 'ordenar-excel',
        label: 'Ordenar todo en Excel',
        weights: { 'base-de-datos': 1 },
        summary: 'ordenar todo en Excel',
      },
      {
        id: 'sistema-nuevo',
        label: 'Un sistema nuevo (punto de venta, CRM o ERP)',
        weights: { 'base-de-datos': 1, analisis: 1 },
        summary: 'un sistema nuevo',
      },
      {
        id: 'tablero',
        label: 'Un dashboard en Power BI o Looker Studio',
        weights: { analisis: 1, 'inteligencia-artificial': 1 },
        summary: 'un dashboard',
      },
      {
        id: 'ia',
        label: 'Un chatbot o alguna herramienta de IA',
        weights: { 'inteligencia-artificial': 1 },
        summary: 'una herramienta de IA',
      },
    ],
  },
  {
    id: 'equipo',
    title: '¿Cuántas personas trabajan en tu negocio?',
    messageLabel: 'Mi equipo',
    kind: 'one',
    inMessage: true,
    options: [
      {
        id: '1-5',
        label: 'De 1 a 5',
        weights: { 'todavia-no': 2 },
        summary: 'de 1 a 5 personas',
      },
      {
        id: '6-20',
        label: 'De 6 a 20',
        weights: { consultoria: 1, 'base-de-datos': 1 },
        summary: 'de 6 a 20 personas',
      },
      {
        id: '21-100',
        label: 'De 21 a 100',
        weights: { analisis: 1, 'inteligencia-artificial': 1 },
        summary: 'de 21 a 100 personas',
      },
      {
        id: 'mas-100',
        label: 'Más de 100',
        weights: { analisis: 1, 'inteligencia-artificial': 1 },
        summary: 'más de 100 personas',
      },
    ],
  },
  {
    id: 'volumen',
    title: '¿Cuántas ventas, pedidos o movimientos registras al mes?',
    messageLabel: 'Movimientos al mes',
    kind: 'one',
    inMessage: false,
    options: [
      {
        id: 'menos-100',
        label: 'Menos de 100',
        weights: { 'todavia-no': 2 },
        summary: 'menos de 100',
      },
      {
        id: '100-1000',
        label: 'De 100 a 1,000',
        weights: { 'base-de-datos': 1, consultoria: 1 },
        summary: 'de 100 a 1,000',
      },
      {
        id: '1000-10000',
        label: 'De 1,000 a 10,000',
        weights: { 'base-de-datos': 1, analisis: 1 },
        summary: 'de 1,000 a 10,000',
      },
      {
        id: 'mas-10000',
        label: 'Más de 10,000',
        weights: { analisis: 1, 'inteligencia-artificial': 1 },
        summary: 'más de 10,000',
      },
    ],
  },
  {
    id: 'automatizar',
    title: '¿Cómo ves automatizar tareas con inteligencia artificial?',
    messageLabel: 'Automatizar con IA',
    kind: 'one',
    inMessage: true,
    options: [
      {
        id: 'no-por-ahora',
        label: 'Prefiero no tocarlo por ahora',
        weights: { 'todavia-no': 1, consultoria: 1 },
        summary: 'prefiero no tocarlo por ahora',
      },
      {
        id: 'primero-lo-basico',
        label: 'Me interesa, pero primero lo básico',
        weights: { 'base-de-datos': 1, analisis: 1 },
        summary: 'me interesa, pero primero lo básico',
      },
      {
        id: 'probar',
        label: 'Quiero probarlo en una tarea concreta',
        weights: { 'inteligencia-artificial': 2 },
        summary: 'quiero probarlo en una tarea concreta',
      },
      {
        id: 'prioridad',
        label: 'Ya es una prioridad',
        weights: { 'inteligencia-artificial': 3 },
        summary: 'ya es una prioridad',
      },
    ],
  },
];

export const diagnosisResults: DiagnosisResult[] = [
  {
    step: 'todavia-no',
    title: 'Por ahora no te hace falta contratar un servicio',
    summary:
      'Tu negocio todavía se entiende a simple vista y no hay un dolor que pida una herramienta nueva. Invertir ahora en datos te costaría más de lo que te ahorraría.',
    nextSteps: [
      'Anota en una sola hoja tus ventas y gastos de cada semana; en tres meses verás patrones.',
      'Elige una cifra que te diga si vas bien, por ejemplo el ticket promedio, y revísala cada mes.',
      'Lee nuestro blog para saber qué señales indican que llegó el momento de dar el siguiente paso.',
    ],
    servicePath: '/servicios/consultoria/',
    serviceLabel: 'Ver la consultoría gratuita',
    messageIntro:
      'Hola, hice el autodiagnóstico de datos en su sitio. Me salió que por ahora no me hace falta contratar un servicio, pero quiero resolver una duda.',
  },
  {
    step: 'consultoria',
    title: 'Empieza por ordenar lo que ya sabes',
    summary:
      'Hoy las decisiones salen más de la experiencia que de las cifras, y no está claro qué información vale la pena juntar. Antes de comprar herramientas conviene saber qué medir.',
    nextSteps: [
      'Haz una lista de las tres preguntas de tu negocio que hoy no puedes responder con cifras.',
      'Identifica dónde nace cada dato: ventas, compras, inventario, clientes.',
      'Agenda la consultoría gratuita: en 30 minutos salimos con una hoja de ruta.',
    ],
    servicePath: '/servicios/consultoria/',
    serviceLabel: 'Ver la consultoría gratuita',
    messageIntro:
      'Hola, hice el autodiagnóstico de datos en su sitio y me recomendó empezar con la consultoría gratuita.',
  },
  {
    step: 'base-de-datos',
    title: 'Junta tus datos en un solo lugar',
    summary:
      'Ya tienes información, pero vive en archivos y sistemas separados, y cada cifra cuesta días de copiar y pegar. El siguiente paso es un lugar seguro donde se junte sola.',
    nextSteps: [
      'Haz un inventario de tus fuentes: qué archivos y sistemas usas y quién los actualiza.',
      'Elige los dos o tres datos que más se repiten entre ellos, como clientes o productos.',
      'Conoce cómo funciona una base de datos en la nube para una PyME.',
    ],
    servicePath: '/servicios/base-de-datos/',
    serviceLabel: 'Ver Base de Datos en la Nube',
    messageIntro:
      'Hola, hice el autodiagnóstico de datos en su sitio y me recomendó juntar mis datos en una base de datos en la nube.',
  },
  {
    step: 'analisis',
    title: 'Convierte tus datos en reportes que se actualizan solos',
    summary:
      'Tus datos ya existen en un sistema, pero armar reportes toma horas y llegan tarde. Lo que sigue es que las cifras clave estén al día sin que nadie las arme a mano.',
    nextSteps: [
      'Elige los cinco indicadores que revisas cada mes y quién los necesita.',
      'Revisa cuánto tiempo se va hoy en armar cada reporte.',
      'Conoce cómo se ve un dashboard conectado a tus datos.',
    ],
    servicePath: '/servicios/analisis/',
    serviceLabel: 'Ver Análisis y Reportes',
    messageIntro:
      'Hola, hice el autodiagnóstico de datos en su sitio y me recomendó empezar con análisis y reportes automáticos.',
  },
  {
    step: 'inteligencia-artificial',
    title: 'Automatiza una tarea concreta con IA',
    summary:
      'Tus datos están en orden y ya decides con ellos. El siguiente paso es quitarle al equipo las tareas repetitivas, empezando por una sola y midiendo el resultado.',
    nextSteps: [
      'Elige una tarea que se repita cada día, como responder preguntas frecuentes o clasificar pedidos.',
      'Mide cuánto tiempo le dedica hoy el equipo, para comparar después.',
      'Conoce qué puede hacer un agente de IA con tus datos.',
    ],
    servicePath: '/servicios/inteligencia-artificial/',
    serviceLabel: 'Ver Agentes e IA',
    messageIntro:
      'Hola, hice el autodiagnóstico de datos en su sitio y me recomendó automatizar una tarea con inteligencia artificial.',
  },
];
