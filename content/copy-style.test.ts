/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import * as admin from './admin';
import * as blogCategories from './blog-categories';
import * as cases from './cases';
import * as home from './home';
import * as navigation from './navigation';
import * as newsletter from './newsletter';
import { pageEntries } from './pages';
import { privacyNoticesFor } from './privacy';
import * as services from './services';
import * as shell from './shell';
import * as site from './site';

/**
 * The mechanical rules of docs/copy-style.md, checked against the real copy: every string the
 * content modules export, the Spanish privacy notice, every article file (front matter and body)
 * and the string literals of app/ and components/.
 */

const ROOT = path.join(__dirname, '..');

/** Every string inside a value, with where it was found. */
function strings(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${where}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${where}.${key}`));
  }
  return [];
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name) && !/\.test\.|\.fixture\./.test(name))
    .map((name) => path.join(dir, name));
}

const spanishPages = Object.fromEntries(
  Object.entries(pageEntries).filter(([key]) => key !== 'privacy'),
);
const spanishNotice = privacyNoticesFor({
  legalName: 'Hanzo',
  address: 'Ciudad de México',
  emailLink: '[contacto](mailto:contacto@ejemplo.mx)',
  revisedEs: '23 de noviembre de 2026',
  revisedEn: 'November 23, 2026',
}).es;

/** Spanish copy of the content modules (the English privacy page and its links aside). */
const moduleCopy = strings(
  {
    admin,
    blogCategories,
    cases,
    home,
    navigation,
    newsletter,
    pages: spanishPages,
    privacy: spanishNotice,
    services,
    shell,
    site,
  },
  'content',
).filter(({ text }) => !/\(English\)$/.test(text));

const articleCopy = filesUnder('content/blog', /\.md$/).map((file) => ({
  where: file,
  text: fs.readFileSync(path.join(ROOT, file), 'utf8'),
}));

/** Quoted literals and JSX text of the code that renders pages (copy belongs in content/). */
const codeCopy = filesUnder('app', /\.tsx?$/)
  .concat(filesUnder('components', /\.tsx?$/))
  .map((file) => ({ where: file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') }));

const visitorCopy = [...moduleCopy, ...articleCopy];

interface Rule {
  name: string;
  pattern: RegExp;
  /** Exact strings the rule lets through. */
  allowed?: readonly string[];
  /** Whether the rule also applies to code, whose identifiers may say "email". */
  inCode: boolean;
}

/** Spec messages QA flows look for, kept verbatim (decision 3, spec §8: docs/decisions.md). */
const VERBATIM_SPEC_MESSAGES = [
  newsletter.emailMessages.invalid,
  newsletter.emailMessages.duplicate,
] as const;

const RULES: readonly Rule[] = [
  {
    name: 'acronyms take no plural -s ("los KPI", never "KPIs")',
    pattern: /\bKPIs\b/,
    inCode: true,
  },
  {
    name: 'prose says "correo", not "email"',
    pattern: /\be-?mails?\b/i,
    allowed: VERBATIM_SPEC_MESSAGES,
    inCode: false,
  },
  {
    name: 'the region is "Latinoamérica", never "América Latina"',
    pattern: /Am[eé]rica Latina/i,
    inCode: true,
  },
  {
    name: 'the free session is "consultoría gratuita", under no other name',
    pattern:
      /sesi[oó]n (gratuita|gratis|sin costo)|primera sesi[oó]n|consultor[ií]a (inicial )?(gratis|sin costo)|consultor[ií]a inicial gratuita|consulta (gratuita|gratis)|asesor[ií]a (gratuita|gratis)/i,
    inCode: true,
  },
];

/** Where a text breaks a rule, if anywhere. */
function breaches(
  rule: Rule,
  copy: readonly { where: string; text: string }[],
): { where: string; match: string }[] {
  return copy.flatMap(({ where, text }) => {
    if (rule.allowed?.includes(text)) return [];
    const match = text.match(new RegExp(rule.pattern.source, `${rule.pattern.flags}g`));
    return match ? [{ where, match: match.join(', ') }] : [];
  });
}

describe('the copy follows docs/copy-style.md', () => {
  it('reads the real copy', () => {
    expect(articleCopy.length).toBeGreaterThanOrEqual(9);
    expect(moduleCopy.length).toBeGreaterThan(300);
    expect(codeCopy.length).toBeGreaterThan(50);
    // The scan reaches article bodies, the privacy notice and the home page.
    expect(articleCopy.some(({ text }) => text.includes('## Conclusión'))).toBe(true);
    expect(moduleCopy.some(({ where }) => where.startsWith('content.privacy.sections'))).toBe(true);
    expect(moduleCopy.some(({ text }) => text === home.contactSection.heading)).toBe(true);
  });

  it.each(RULES.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => {
    const copy = rule.inCode ? [...visitorCopy, ...codeCopy] : visitorCopy;
    expect(breaches(rule, copy)).toEqual([]);
  });

  it('catches each kind of mistake it is meant to catch', () => {
    const planted = [
      { where: 'kpi', text: 'Los siete KPIs esenciales' },
      { where: 'email', text: 'Escribe tu email' },
      { where: 'region', text: 'PyMEs de América Latina' },
      { where: 'session', text: 'Agenda tu sesión gratuita' },
    ];
    expect(RULES.map((rule) => breaches(rule, planted).map(({ where }) => where))).toEqual([
      ['kpi'],
      ['email'],
      ['region'],
      ['session'],
    ]);
    // The spec's messages stay as they are; a longer sentence around them does not.
    const emailRule = RULES.find((rule) => rule.allowed);
    if (!emailRule) throw new Error('the email rule allows the spec messages');
    expect(breaches(emailRule, [{ where: 'spec', text: 'Email inválido' }])).toEqual([]);
    expect(breaches(emailRule, [{ where: 'x', text: 'Error al suscribir email' }])).toHaveLength(1);
  });
});
