/**
 * The checks of an article's Markdown body, shared by the build (lib/blog/schema.ts) and the
 * article editor (editor/editor.ts), so both refuse the same text with the same words.
 */
import remarkParse from 'remark-parse';
import { unified } from 'unified';

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

/** The parts of a Markdown syntax tree (mdast) the checks read. */
interface MarkdownNode {
  type: string;
  children?: MarkdownNode[];
  depth?: number;
  url?: string;
  alt?: string | null;
  identifier?: string;
}

// Parsed with the site's Markdown parser (remark-parse, lib/blog/markdown.ts), so an image is
// judged by the address the page will have: `/&#92;host/x.png`, `/\\host/x.png` or a reference
// `[x]: //host/x.png` are decoded and resolved first. The site's GFM extension adds no image
// syntax, and left out it keeps the editor's bundle at 91 KB instead of 140 KB.
const parser = unified().use(remarkParse);

function* nodesOf(node: MarkdownNode): Generator<MarkdownNode> {
  yield node;
  for (const child of node.children ?? []) yield* nodesOf(child);
}

/** An image path of this site, as a browser resolves it: `//host/x` and `/\host/x` are not. */
function isOnSite(url: string): boolean {
  if (!url.startsWith('/')) return false;
  const base = 'https://sitio.invalid/';
  try {
    return new URL(url, base).origin === new URL(base).origin;
  } catch {
    return false;
  }
}

/**
 * What is wrong with an article's body, one Spanish sentence per problem (empty when it is
 * fine): too short, a level-1 heading (the title is the page's only h1), an image without
 * alternative text, or an image from another site (the pages' policy only loads the site's own).
 */
export function bodyProblems(body: string): string[] {
  const problems: string[] = [];
  if (countWords(body) < MIN_BODY_WORDS) {
    problems.push(
      `el cuerpo del artículo está vacío o es demasiado corto (mínimo ${MIN_BODY_WORDS} palabras)`,
    );
  }
  const nodes = [...nodesOf(parser.parse(body) as MarkdownNode)];
  if (nodes.some((node) => node.type === 'heading' && node.depth === 1)) {
    problems.push('el cuerpo no debe usar "#": el título es el único h1 de la página');
  }
  const definitions = new Map(
    nodes
      .filter((node) => node.type === 'definition')
      .map((node) => [node.identifier, node.url ?? '']),
  );
  for (const node of nodes) {
    if (node.type !== 'image' && node.type !== 'imageReference') continue;
    const src = node.type === 'image' ? (node.url ?? '') : (definitions.get(node.identifier) ?? '');
    if (!node.alt?.trim()) problems.push(`la imagen ${src} no tiene texto alternativo`);
    if (!isOnSite(src))
      problems.push(`la imagen ${src} no está en el sitio: súbela desde el editor`);
  }
  return problems;
}
