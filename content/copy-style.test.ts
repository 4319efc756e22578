/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/**
 * The mechanical rules of docs/copy-style.md, checked against the real copy: every module in
 * content/ (found by listing the folder, so a new file is read without editing this test), with
 * the strings nested in what it exports and what its functions return; every article (front
 * matter and prose); and, for the rules that apply to code, the string literals of app/ and
 * components/.
 */

const ROOT = path.join(__dirname, '..');

interface Copy {
  where: string;
  text: string;
}

// --- Reading the copy -------------------------------------------------------------------------

/** Values that are machine names, not words a visitor reads: ids, slugs, paths, URLs, icons… */
const MACHINE_KEYS = new Set([
  'anchor',
  'category',
  'control',
  'conversion',
  'ctaName',
  'date',
  'href',
  'icon',
  'id',
  'kind',
  'lang',
  'path',
  'relatedPosts',
  'section',
  'servicePath',
  'slug',
  'step',
  'tracking',
  'url',
]);

/** Titles of cited works, quoted as published (often in English). */
const QUOTED_KEYS = new Set(['references']);

/** Arguments for functions the generic samples below cannot call (lookups by slug, facts). */
const MAIL_FACTS = {
  email: 'nombre@ejemplo.mx',
  link: 'https://hanzo.mx/boletin/?confirmar=1&oobCode=abc',
  siteUrl: 'https://hanzo.mx',
  legalName: 'Hanzo',
  address: 'Ciudad de México, México',
  contactEmail: 'privacidad@hanzo.mx',
};

const SAMPLE_ARGUMENTS: Record<string, unknown[][]> = {
  privacyNoticesFor: [
    [
      {
        legalName: 'Hanzo',
        address: 'Ciudad de México',
        emailLink: '[contacto](mailto:contacto@ejemplo.mx)',
        revisedEs: '23 de noviembre de 2026',
        revisedEn: 'November 23, 2026',
      },
    ],
  ],
  getService: [['consultoria'], ['inteligencia-artificial']],
  findCategory: [['inteligencia-artificial']],
  otherCategories: [['analisis-de-datos']],
  // The article editor's message for a chat-button group filled only in part.
  incomplete: [[['“Mensaje”', '“Nombre”']]],
  // The newsletter's mail (content/newsletter-mail.ts), with a deployment's facts.
  ...Object.fromEntries(
    ['confirmMail', 'manageMail', 'mailFooter', 'mailLinks'].map((name) => [name, [[MAIL_FACTS]]]),
  ),
  // The mail announcing an article: its summary as the blog's card shows it, and the facts.
  articleMail: [
    [
      {
        title: 'Cómo medir los KPI de tu negocio',
        excerpt: 'Cinco indicadores que sí mueven tu negocio.',
        categoryName: 'Análisis de datos',
        date: '20 de noviembre de 2026',
        readTime: '8 min',
      },
      MAIL_FACTS,
    ],
  ],
};

/** What any other function is called with: one and several (plurals), and an address or a name. */
const GENERIC_SAMPLES: readonly unknown[] = [1, 2, 'nombre@ejemplo.mx'];

/** Functions no sample could call: each needs its entry in SAMPLE_ARGUMENTS. */
const unreadFunctions: string[] = [];

/** Every string inside a value, with where it was found; functions are called and their output read. */
function strings(value: unknown, where: string, seen = new Set<object>()): Copy[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (typeof value === 'function')
    return functionStrings(value as (...args: never[]) => unknown, where, seen);
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  const inside = new Set(seen).add(value);
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => strings(item, `${where}[${i}]`, inside));
  }
  return Object.entries(value).flatMap(([key, item]) =>
    MACHINE_KEYS.has(key) || QUOTED_KEYS.has(key) ? [] : strings(item, `${where}.${key}`, inside),
  );
}

function describeArgument(arg: unknown): string {
  return arg && typeof arg === 'object' ? '{…}' : JSON.stringify(arg);
}

function functionStrings(fn: (...args: never[]) => unknown, where: string, seen: Set<object>) {
  const argumentSets =
    SAMPLE_ARGUMENTS[fn.name] ??
    (fn.length === 0 ? [[]] : GENERIC_SAMPLES.map((sample) => Array(fn.length).fill(sample)));
  const found: Copy[] = [];
  let called = false;
  for (const args of argumentSets) {
    try {
      const result = (fn as (...args: unknown[]) => unknown)(...args);
      called = true;
      found.push(...strings(result, `${where}(${args.map(describeArgument).join(', ')})`, seen));
    } catch {
      // Another sample may suit it; a function none suits is reported below.
    }
  }
  if (!called) unreadFunctions.push(where);
  return found;
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name) && !/\.test\.|\.fixture\./.test(name))
    .map((name) => path.join(dir, name));
}

/** The content modules: every .ts file in content/ and its folders, tests and fixtures aside. */
const MODULE_FILES = fs
  .readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.tsx?$/.test(name) && !/\.(test|fixture|d)\.tsx?$/.test(name))
  .sort();

const modules: Record<string, Record<string, unknown>> = Object.fromEntries(
  MODULE_FILES.map((file) => [
    file.replace(/\.tsx?$/, ''),
    jest.requireActual<Record<string, unknown>>(path.join(__dirname, file)),
  ]),
);

/** English copy: the English privacy page, its page entry and the links that name it. */
const ENGLISH = [/\.privacyNoticesFor\(.*\)\.en\b/, /^content\.pages\.pageEntries\.privacy\b/];

const moduleCopy: Copy[] = Object.entries(modules)
  .flatMap(([name, exports]) =>
    Object.entries(exports).flatMap(([key, value]) => strings(value, `content.${name}.${key}`)),
  )
  .filter(
    ({ where, text }) =>
      !ENGLISH.some((english) => english.test(where)) && !/\(English\)$/.test(text),
  );

/** An article's prose: code, inline code and link targets are not words a visitor reads. */
function prose(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\]\([^)\s]*\)/g, ']');
}

const ARTICLE_FILES = filesUnder('content/blog', /\.md$/);

const articleCopy: Copy[] = ARTICLE_FILES.flatMap((file) => {
  const { data, content } = matter(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  return [...strings(data, `${file} (front matter)`), { where: file, text: prose(content) }];
});

/** Quoted literals and JSX text of the code that renders pages (copy belongs in content/). */
const codeCopy: Copy[] = filesUnder('app', /\.tsx?$/)
  .concat(filesUnder('components', /\.tsx?$/))
  .map((file) => ({ where: file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') }));

const visitorCopy = [...moduleCopy, ...articleCopy];

// --- The rules ----------------------------------------------------------------------------------

interface Rule {
  name: string;
  /** The pieces of a text that break the rule. */
  find: (text: string) => string[];
  /** Whether the rule also applies to code, whose identifiers may say "email". */
  inCode: boolean;
}

/** A rule broken by every match of a pattern, but for whole texts or matches it lets through. */
function forbid(
  pattern: RegExp,
  options: { allowedTexts?: readonly string[]; allowedMatches?: readonly string[] } = {},
): (text: string) => string[] {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  return (text) =>
    options.allowedTexts?.includes(text)
      ? []
      : [...text.matchAll(global)]
          .map((match) => match[0])
          .filter((match) => !options.allowedMatches?.includes(match));
}

/** Lines where an opening sign is missing (or a closing one): "¿…?" and "¡…!". */
function unpairedSigns(text: string): string[] {
  return text
    .replace(/!\[/g, '[')
    .split('\n')
    .filter(
      (line) =>
        line.split('?').length !== line.split('¿').length ||
        line.split('!').length !== line.split('¡').length,
    )
    .map((line) => line.trim().slice(0, 80));
}

/** Acronyms written in capitals; any other word in capitals is a word stored as shouting. */
const ACRONYMS = [
  'ARCO',
  'ARIMA',
  'HTML',
  'HTTPS',
  'IMSS',
  'JSON',
  'LFPDPPP',
  'MAPE',
  'NIST',
  'OCDE',
];

const RULES: readonly Rule[] = [
  {
    name: 'acronyms take no plural -s ("los KPI", never "KPIs")',
    find: forbid(/\bKPIs\b/),
    inCode: true,
  },
  {
    name: 'prose says "correo", not "email"',
    find: forbid(/\be-?mails?\b/i),
    inCode: false,
  },
  {
    name: 'the region is "Latinoamérica", never "América Latina"',
    find: forbid(/Am[eé]rica Latina/i),
    inCode: true,
  },
  {
    name: 'the free session is "consultoría gratuita", under no other name, and nothing else is free',
    // "Consultoría Inicial" in capitals is the service page's title; in lower case it is a
    // second name for the session.
    find: forbid(
      /[Ss]esi[oó]n (gratuita|gratis|sin costo)|[Pp]rimera sesi[oó]n|[Cc]onsultor[ií]a (gratis|sin costo)|[Cc]onsultor[ií]a inicial|[Cc]onsulta (gratuita|gratis)|[Aa]sesor[ií]a (gratuita|gratis)|[Dd]iagn[oó]stico (gratuito|gratis|sin costo)/,
    ),
    inCode: true,
  },
  {
    name: 'one word for the screen of figures: "dashboard", never "tablero"',
    find: forbid(/\btableros?\b/i),
    inCode: true,
  },
  {
    name: 'an ellipsis is one character, "…", never "..."',
    find: forbid(/\.\.\./),
    inCode: false,
  },
  {
    name: 'words are stored as written, not in capitals (CSS capitalises eyebrows)',
    find: forbid(/(?<![\p{L}\p{N}])\p{Lu}{4,}(?![\p{L}\p{N}])/u, { allowedMatches: ACRONYMS }),
    inCode: false,
  },
  {
    name: 'one quotation style: “ ”',
    find: forbid(/["«»]/),
    inCode: false,
  },
  {
    name: 'questions and exclamations open with "¿" and "¡"',
    find: unpairedSigns,
    inCode: false,
  },
  {
    name: 'words addressed to the visitor do not assume their gender ("estás suscrito", "Suscrito desde")',
    find: forbid(
      /\b(?:est[aá]s|est[eé]s|estar[aá]s|estuviste|quedas|quedes|quedar[aá]s|quedaste|eres|seas|ser[aá]s|fuiste|te sientes|te sientas)\s+(?:muy\s+|ya\s+|bien\s+)?(?:suscrit|inscrit|registrad|dad|list|segur|interesad|bienvenid|preparad|convencid|informad)[oa]s?\b|(?:^|[.:;]\s+)(?:Suscrit|Inscrit|Registrad|Bienvenid)[oa]s?\b/i,
    ),
    inCode: false,
  },
  {
    name: 'Mexican Spanish in the tú form: no "usted", "vosotros" or "ordenador"',
    find: forbid(/\b(?:usted|vosotr[oa]s|ordenador(?:es)?)\b/i),
    inCode: false,
  },
  {
    name: 'amounts as in Mexico: "20 %" and "$30,000"',
    find: forbid(/\d%|\$\s?\d{1,3}(?:\.\d{3})+(?!\d)/),
    inCode: false,
  },
];

/** A text without the spec's strings in it: they keep the spec's characters, whatever a rule says. */
function withoutSpecStrings(text: string) {
  return SPEC_STRINGS.map(storedForm).reduce((rest, stored) => rest.split(stored).join(' '), text);
}

/** Where a text breaks a rule, if anywhere. */
function breaches(rule: Rule, copy: readonly Copy[]): { where: string; match: string }[] {
  return copy.flatMap(({ where, text }) => {
    const found = rule.find(withoutSpecStrings(text));
    return found.length > 0 ? [{ where, match: found.join(', ') }] : [];
  });
}

/**
 * Buttons and button-like links, found by the key their label is stored under. Each fits one line
 * on a 390 px phone: the spec's longest label, "Agenda tu consultoría gratuita", is 30 characters.
 */
const BUTTON_LABEL =
  /\.(?:cta\.label|chatCta|whatsappCta|linkedinCta|primaryCta|secondaryCta|ctaLink|serviceLabel|linkLabel|submit|requestSubmit|confirmSubmit|localSubmit|savePreferences|unsubscribe|resubscribe|subscribeNow|start|finish|restart|download|delete|signIn|signOut|accept|reject|loadMore|downloadJson|downloadCsv|otherEmail)$/;
const BUTTON_MAX_LENGTH = 30;

/**
 * Every string the spec quotes (product-spec §2–§8), as the site stores it: its words and
 * characters ("..." stays three dots, decision 13), capitals in sentence case (decision 8) but
 * for proper names. QA flows look for these words, so the list is written out here, not derived
 * from the content it checks. `message`: a message of the error catalogue, which a sentence of
 * help may follow. `shown`: the words a decision gives instead (13: the consulting button says
 * "gratuita"; 14: the image failure in Spanish). Left out: the debug alert (decision 1), the theme
 * hook's error (a developer's, not a visitor's: docs/decisions.md) and descriptions the spec
 * quotes that are not copy ("how they work", "last updated", "copied", "8 min"), and the list
 * item's default name "Suscriptor", a data value (lib/email/list.ts, tested there).
 */
interface SpecString {
  spec: string;
  value: () => unknown;
  /** A proper name or a badge: its capitals stay. */
  asWritten?: boolean;
  message?: boolean;
  shown?: string;
}
const SPEC_STRINGS: readonly SpecString[] = [
  // §2, global elements.
  { spec: 'Cambiar a modo claro', value: () => modules.shell?.headerText },
  { spec: 'Cambiar a modo oscuro', value: () => modules.shell?.headerText },
  { spec: 'Cargando recursos...', value: () => modules.shell?.loadingText },
  { spec: 'Volver arriba', value: () => modules.shell?.backToTopText },
  // §2, home.
  { spec: 'Soluciones de IA para PyMEs', value: () => modules.home?.hero },
  { spec: 'NUESTRA MISIÓN', value: () => modules.home?.missionSection },
  { spec: 'NUESTROS SERVICIOS', value: () => modules.home?.servicesSection },
  { spec: 'CONTÁCTANOS', value: () => modules.home?.contactSection },
  // §2 and §3, the services: titles and badges are proper names.
  { spec: 'Gratuito', value: () => modules.services?.consultingPage, asWritten: true },
  { spec: 'Consultoría Inicial', value: () => modules.services?.consultingPage, asWritten: true },
  {
    spec: 'AGENDA TU CONSULTORÍA GRATIS',
    shown: 'Agenda tu consultoría gratuita',
    value: () => modules.services?.consultingPage,
  },
  { spec: 'Básico', value: () => modules.services?.databasePage, asWritten: true },
  {
    spec: 'Base de Datos en la Nube',
    value: () => modules.services?.databasePage,
    asWritten: true,
  },
  { spec: 'SOLICITA MÁS INFORMACIÓN', value: () => modules.services?.databasePage },
  { spec: 'Intermedio', value: () => modules.services?.analysisPage, asWritten: true },
  { spec: 'Análisis y Reportes', value: () => modules.services?.analysisPage, asWritten: true },
  { spec: 'SOLICITA UNA DEMO', value: () => modules.services?.analysisPage },
  {
    spec: 'Agentes e Inteligencia Artificial',
    value: () => modules.services?.aiPage,
    asWritten: true,
  },
  { spec: 'Agentes e IA', value: () => modules.services?.aiPage, asWritten: true },
  { spec: 'EXPLORA LAS POSIBILIDADES', value: () => modules.services?.aiPage },
  // §2, the blog.
  { spec: 'Todos los Artículos', value: () => modules['blog-categories']?.blogText },
  { spec: 'Leer', value: () => modules['blog-categories']?.blogText },
  { spec: 'Volver al Blog', value: () => modules['blog-categories']?.blogText },
  {
    spec: 'Buscar en Inteligencia Artificial...',
    value: () => modules['blog-categories']?.blogCategories,
  },
  { spec: 'Más Artículos de IA', value: () => modules['blog-categories']?.blogCategories },
  {
    spec: 'Buscar en Análisis de Datos...',
    value: () => modules['blog-categories']?.blogCategories,
  },
  { spec: 'Agendar Consultoría Gratuita', value: () => modules['blog-categories']?.blogText },
  { spec: 'Solo toma 30 minutos', value: () => modules['blog-categories']?.blogText },
  { spec: '¿Preguntas?', value: () => modules['blog-categories']?.blogText },
  { spec: '¡Copiado!', value: () => modules['blog-categories']?.blogText },
  // §8, the error catalogue.
  { spec: 'Email inválido', value: () => modules.newsletter?.emailMessages, message: true },
  { spec: 'Email ya está suscrito', value: () => modules.newsletter?.emailMessages, message: true },
  {
    spec: 'Error al suscribir email',
    value: () => modules.newsletter?.emailMessages,
    message: true,
  },
  {
    spec: 'Error al registrar usuario',
    value: () => modules.newsletter?.emailMessages,
    message: true,
  },
  {
    spec: 'No hay artículos publicados',
    value: () => modules['blog-categories']?.blogText,
    message: true,
  },
  {
    spec: 'No se encontraron artículos',
    value: () => modules['blog-categories']?.blogText,
    message: true,
  },
  {
    spec: 'Error loading image',
    shown: 'No se pudo cargar la imagen',
    value: () => modules.images?.imageErrorText,
    message: true,
  },
];

/** The spec's label in sentence case: its first letter and proper names keep their capitals. */
const PROPER_NAMES = ['IA', 'PyMEs'];
function sentenceCase(label: string): string {
  const lower = label.toLocaleLowerCase('es-MX');
  const restored = PROPER_NAMES.reduce(
    (text, name) =>
      text.replace(new RegExp(`(?<![\\p{L}])${name.toLowerCase()}(?![\\p{L}])`, 'gu'), name),
    lower,
  );
  const first = restored.search(/\p{L}/u);
  return (
    restored.slice(0, first) +
    restored.charAt(first).toLocaleUpperCase('es-MX') +
    restored.slice(first + 1)
  );
}

/** How the site stores a spec string. */
const storedForm = ({ spec, shown, asWritten }: SpecString) =>
  shown ?? (asWritten ? spec : sentenceCase(spec));

/** Whether `text` is the spec string as stored (a message: followed by nothing or a sentence). */
function holds(entry: SpecString, text: string) {
  const stored = storedForm(entry);
  return entry.message ? text === stored || text.startsWith(`${stored}. `) : text === stored;
}

describe('the copy follows docs/copy-style.md', () => {
  it('reads every content module, the strings its functions return, and every article', () => {
    expect(MODULE_FILES).toEqual(
      expect.arrayContaining([
        'diagnosis.ts',
        'services-overview.ts',
        'subscription.ts',
        'admin.ts',
      ]),
    );
    // content/cases.ts holds no case yet: nothing to read there.
    const unread = Object.keys(modules).filter(
      (name) =>
        name !== 'cases' && !moduleCopy.some(({ where }) => where.startsWith(`content.${name}.`)),
    );
    expect(unread).toEqual([]);
    expect(unreadFunctions).toEqual([]);
    const texts = new Set(moduleCopy.map(({ text }) => text));
    expect(texts).toContain('Mostrando 1 correo.');
    expect(texts).toContain('Mostrando 2 correos.');
    expect(texts).toContain('Pregunta 1 de 1');
    expect(
      moduleCopy.some(({ where }) => /privacyNoticesFor\(.*\)\.es\.sections/.test(where)),
    ).toBe(true);
    expect(moduleCopy.some(({ where }) => where.includes('.en.'))).toBe(false);

    expect(ARTICLE_FILES.length).toBeGreaterThanOrEqual(9);
    expect(articleCopy.some(({ text }) => text.includes('## Conclusión'))).toBe(true);
    expect(articleCopy.some(({ where }) => where.endsWith('(front matter).title'))).toBe(true);
    expect(moduleCopy.length).toBeGreaterThan(600);
    expect(codeCopy.length).toBeGreaterThan(50);
  });

  it.each(RULES.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => {
    const copy = rule.inCode ? [...visitorCopy, ...codeCopy] : visitorCopy;
    expect(breaches(rule, copy)).toEqual([]);
  });

  it(`keeps button labels to one line on a phone (${BUTTON_MAX_LENGTH} characters)`, () => {
    const buttons = moduleCopy.filter(({ where }) => BUTTON_LABEL.test(where));
    expect(buttons.length).toBeGreaterThan(20);
    expect(buttons.filter(({ text }) => text.length > BUTTON_MAX_LENGTH)).toEqual([]);
  });

  it('names the status of a subscription alike for the subscriber and the owner', () => {
    const subscription = modules.subscription?.subscriptionText as { status: unknown } | undefined;
    const lookup = modules.admin?.lookupText as { status: unknown } | undefined;
    expect(lookup?.status).toEqual(subscription?.status);
  });

  it.each(SPEC_STRINGS.map((entry) => [entry.spec, entry] as const))(
    'keeps the spec\'s "%s" in its words and characters',
    (_spec, entry) => {
      const texts = strings(entry.value(), 'spec').map(({ text }) => text);
      expect(texts.filter((text) => holds(entry, text))).not.toEqual([]);
    },
  );

  it('catches each kind of mistake it is meant to catch', () => {
    const planted = [
      { where: 'kpi', text: 'Los siete KPIs esenciales' },
      { where: 'email', text: 'Escribe tu email' },
      { where: 'region', text: 'PyMEs de América Latina' },
      { where: 'session', text: 'En la consultoría inicial revisamos tu negocio' },
      { where: 'dashboard', text: 'Un tablero en Power BI' },
      { where: 'ellipsis', text: 'Cargando datos...' },
      { where: 'capitals', text: 'NUESTRA MISIÓN' },
      { where: 'quotes', text: 'Lo llamamos "piloto"' },
      { where: 'signs', text: 'Qué te duele más hoy?' },
      { where: 'gender', text: 'Estás dado de baja: no te enviaremos nada.' },
      { where: 'tu', text: 'Si usted lo desea' },
      { where: 'amounts', text: 'Un ahorro de 20% o $30.000' },
    ];
    expect(RULES.map((rule) => breaches(rule, planted).map(({ where }) => where))).toEqual(
      planted.map(({ where }) => [where]),
    );
    // What the rules let through: the spec's strings (its "email" and its "..." among them),
    // acronyms, the service page's title,
    // "te suscribiste" (a verb, not an adjective) and the copy's own quotation marks.
    const fine = [
      'Email inválido',
      'Error al suscribir email. Inténtalo de nuevo en un momento.',
      'Cargando recursos...',
      'Buscar en análisis de datos...',
      'Tus derechos ARCO ante la LFPDPPP',
      'Consultoría Inicial',
      'Listo: te suscribiste al boletín.',
      'Lo llamamos “piloto”. ¿Listo? ¡Claro!',
      'Un ahorro de 20 % o $30,000 MXN',
    ].map((text) => ({ where: text, text }));
    expect(RULES.flatMap((rule) => breaches(rule, fine))).toEqual([]);
    // Only the spec's own words go through: a changed one is prose again.
    expect(breaches(RULES[1]!, [{ where: 'x', text: 'Error al suscribir tu email' }])).toHaveLength(
      1,
    );
    expect(breaches(RULES[5]!, [{ where: 'x', text: 'Cargando los recursos...' }])).toHaveLength(1);
  });

  it('tells a spec string kept from one changed', () => {
    const failed = SPEC_STRINGS.find(({ spec }) => spec === 'Error al suscribir email')!;
    expect(holds(failed, 'Error al suscribir email')).toBe(true);
    expect(holds(failed, 'Error al suscribir email. Inténtalo de nuevo.')).toBe(true);
    expect(holds(failed, 'No pudimos registrar tu correo. Inténtalo de nuevo.')).toBe(false);
    expect(holds(failed, 'Error al suscribir el email')).toBe(false);
    const loading = SPEC_STRINGS.find(({ spec }) => spec === 'Cargando recursos...')!;
    expect(holds(loading, 'Cargando recursos...')).toBe(true);
    expect(holds(loading, 'Cargando recursos…')).toBe(false);
    expect(holds(loading, 'Cargando Recursos...')).toBe(false);
  });

  it('writes the spec labels in sentence case', () => {
    expect(sentenceCase('NUESTRA MISIÓN')).toBe('Nuestra misión');
    expect(sentenceCase('Más Artículos de IA')).toBe('Más artículos de IA');
    expect(sentenceCase('Buscar en Análisis de Datos...')).toBe('Buscar en análisis de datos...');
    expect(sentenceCase('¡Copiado!')).toBe('¡Copiado!');
  });
});
