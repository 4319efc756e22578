/**
 * The checks of an article's Markdown body, shared by the build (lib/blog/schema.ts) and the
 * editor at /cms/ (lib/cms/editor.ts), so both refuse the same text with the same words.
 */

/** Reading speed used for read times (spec: about 200 words a minute). */
export const WORDS_PER_MINUTE = 200;

/** Fewer words than this and the article is refused. */
export const MIN_BODY_WORDS = 50;

/** Markdown without its fenced code blocks (a "# comment" in code is not a heading). */
function withoutCode(markdown: string): string {
  return markdown.replace(/```[\s\S]*?```/g, ' ');
}

export function countWords(markdown: string): number {
  return withoutCode(markdown).match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));
}

/** Markdown images: `![alt](src "title")`. */
const IMAGE = /!\[([^\]]*)\]\(\s*<?([^)\s>]*)>?[^)]*\)/g;

/**
 * What is wrong with an article's body, one Spanish sentence per problem (empty when it is
 * fine): too short, a level-1 heading (the title is the page's only h1), an image without
 * alternative text, or an image from another site (the pages' policy only loads the site's own).
 */
export function bodyProblems(body: string): string[] {
  const problems: string[] = [];
  const text = withoutCode(body);
  if (countWords(body) < MIN_BODY_WORDS) {
    problems.push(
      `el cuerpo del artículo está vacío o es demasiado corto (mínimo ${MIN_BODY_WORDS} palabras)`,
    );
  }
  if (/^#\s/m.test(text)) {
    problems.push('el cuerpo no debe usar "#": el título es el único h1 de la página');
  }
  for (const [, alt = '', src = ''] of text.matchAll(IMAGE)) {
    if (!alt.trim()) problems.push(`la imagen ${src} no tiene texto alternativo`);
    if (!src.startsWith('/')) {
      problems.push(`la imagen ${src} no está en el sitio: súbela desde el editor`);
    }
  }
  return problems;
}
