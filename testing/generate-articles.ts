// Generates synthetic blog articles for the test export (testing/run.ts): a copy of content/blog
// with K articles added, in a folder the build reads through BLOG_CONTENT_DIR. Never committed
// (write it under .test-output/ or a temporary folder). Bodies are shuffled paragraphs of the
// real articles, so their length and vocabulary look like real ones; dates come before the
// oldest real article, so the real ones stay first in every list.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

const REAL_CONTENT_DIR = path.resolve(__dirname, '..', 'content', 'blog');
/** Generated slugs start with this, so tests can tell them apart. */
export const GENERATED_SLUG_PREFIX = 'guia-generada-';
/** A picture in the first generated article's text, for the image-failure test (decision 14). */
export const GENERATED_PICTURE = {
  slug: `${GENERATED_SLUG_PREFIX}1`,
  src: '/illustrations/head-data.svg',
  alt: 'Un dashboard de ejemplo',
};

const CATEGORIES = [
  { slug: 'analisis-de-datos', name: 'Análisis de datos' },
  { slug: 'inteligencia-artificial', name: 'Inteligencia artificial' },
];
const SUBJECTS = [
  'cómo medir el inventario',
  'qué indicadores revisar cada semana',
  'cómo ordenar tus datos de ventas',
  'cuándo automatizar un reporte',
  'cómo pronosticar la demanda',
  'qué datos pedir a tus proveedores',
  'cómo responder más rápido a tus clientes',
  'cómo elegir tu primer dashboard',
  'cómo reducir las mermas',
  'qué hacer con las encuestas de satisfacción',
];
const PLACES = [
  'una ferretería',
  'un restaurante',
  'una tienda en línea',
  'un despacho contable',
  'una distribuidora',
  'una clínica dental',
  'un taller mecánico',
  'una panadería',
];
// "Analisis predictivo" (no accent) meets the real "análisis predictivo": one tag, one warning.
const TAGS = [
  'PyMEs',
  'inventarios',
  'ventas',
  'dashboards',
  'automatización',
  'clientes',
  'finanzas',
  'Excel',
  'Python',
  'chatbots',
  'WhatsApp',
  'logística',
  'Analisis predictivo',
];

/** Deterministic pseudo-random numbers (mulberry32), so a run can be repeated. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function readReal(dir: string) {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => matter(fs.readFileSync(path.join(dir, name), 'utf8')));
}

/** Writes the copy and the generated articles; returns how many articles the folder holds. */
export function generateArticles({ out, count }: { out: string; count: number }): number {
  const next = random(1);
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)]!;
  fs.rmSync(out, { recursive: true, force: true });
  fs.cpSync(REAL_CONTENT_DIR, out, { recursive: true });
  const real = readReal(REAL_CONTENT_DIR);
  const paragraphs = real.flatMap((file) =>
    file.content
      .split(/\n{2,}/)
      .map((block) => block.trim())
      .filter((block) => block && !block.startsWith('#') && !block.startsWith('|')),
  );
  const headings = real.flatMap((file) =>
    file.content.split('\n').filter((line) => line.startsWith('## ')),
  );
  const oldest = real.map((file) => String(file.data.date)).sort()[0] ?? '2024-01-01';
  const firstId = Math.max(0, ...real.map((file) => Number(file.data.id) || 0)) + 1000;
  const authorBio = String(real[0]?.data.authorBio ?? 'Equipo de consultores de datos e IA.');

  for (let index = 1; index <= count; index += 1) {
    const category = CATEGORIES[index % CATEGORIES.length]!;
    const subject = pick(SUBJECTS);
    const place = pick(PLACES);
    const title = `Guía ${index}: ${subject} en ${place}`;
    const date = new Date(`${oldest}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() - index * 2);
    const tags = [...new Set(['PyMEs', pick(TAGS), pick(TAGS), pick(TAGS)])];
    const sections: string[] = [];
    for (let section = 0; section < 4; section += 1) {
      sections.push(pick(headings));
      for (let paragraph = 0; paragraph < 4; paragraph += 1) sections.push(pick(paragraphs));
    }
    const slug = `${GENERATED_SLUG_PREFIX}${index}`;
    if (slug === GENERATED_PICTURE.slug) {
      sections.splice(2, 0, `![${GENERATED_PICTURE.alt}](${GENERATED_PICTURE.src})`);
    }
    const data = {
      id: firstId + index,
      title,
      // Within the schema's 60 and 170 characters for every subject and place above.
      metaTitle: `Guía ${index}: ${subject}`,
      metaDescription: `Una guía práctica: ${subject} en ${place}, con ejemplos y primeros pasos para dueños de PyMEs.`,
      excerpt: `Ejemplos concretos y primeros pasos: ${subject} en ${place}, sin grandes inversiones.`,
      category: category.slug,
      categoryName: category.name,
      date: date.toISOString().slice(0, 10),
      author: 'Equipo Hanzo',
      authorBio,
      tags,
      keywords: [subject, place],
      slug,
      featured: false,
      relatedPosts: [],
    };
    const file = path.join(out, category.slug, `${slug}.md`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, matter.stringify(`${sections.join('\n\n')}\n`, data));
  }
  return real.length + count;
}
