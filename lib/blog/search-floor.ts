import { normalizeText } from '@/lib/blog/search';

/**
 * The specification's blog search, kept as a floor under the word search (docs/decisions.md): the
 * whole query inside the title, the excerpt or one tag, so "learn" finds "Machine Learning" and
 * "ashboard" finds "Dashboards". Case is ignored, as the specification says, and so are accents:
 * folding only removes marks from both sides, so every article the specification's rule finds is
 * still found ("analisis" also finds "Análisis"). Loaded with the engine, never in a first load.
 */

/** Where the whole query was found; a lower rank lists first. */
export interface SubstringMatch {
  /** 0 title, 1 a tag, 2 the excerpt: the order of the word search's boosts. */
  field: 0 | 1 | 2;
  /** The query starts a word there ("learn" in "Learning"), not only inside one ("ashboard"). */
  wordStart: boolean;
}

/** A row's title, tags and excerpt, folded once when the index loads. */
export interface FoldedFields {
  title: string;
  tags: string[];
  excerpt: string;
}

/** Case and accents folded, runs of spaces made one; "" for a query of spaces only. */
export function foldForSubstring(text: string): string {
  return normalizeText(text).replace(/\s+/g, ' ');
}

export function foldFields(title: string, excerpt: string, tags: readonly string[]): FoldedFields {
  return {
    title: foldForSubstring(title),
    tags: tags.map(foldForSubstring),
    excerpt: foldForSubstring(excerpt),
  };
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Whether `needle` is in `text`, and whether one of its places starts a word; null if absent. */
function find(text: string, needle: string): { wordStart: boolean } | null {
  let at = text.indexOf(needle);
  if (at < 0) return null;
  while (at >= 0) {
    if (at === 0 || !WORD_CHARACTER.test(text[at - 1] ?? '')) return { wordStart: true };
    at = text.indexOf(needle, at + 1);
  }
  return { wordStart: false };
}

/**
 * The best place of a folded query in a row's fields (title before tags before excerpt, a word's
 * start before its inside), or null when the specification's rule does not find the row.
 */
export function substringMatch(fields: FoldedFields, needle: string): SubstringMatch | null {
  if (!needle) return null;
  let best: SubstringMatch | null = null;
  const candidates: [SubstringMatch['field'], string][] = [
    [0, fields.title],
    ...fields.tags.map((tag): [1, string] => [1, tag]),
    [2, fields.excerpt],
  ];
  for (const [field, text] of candidates) {
    if (best && best.field < field) break;
    const found = find(text, needle);
    if (!found) continue;
    if (found.wordStart) return { field, wordStart: true };
    best ??= { field, wordStart: false };
  }
  return best;
}

/** Sort key of a match: 0 is a title word's start, 5 the inside of an excerpt word. */
export const substringRank = (match: SubstringMatch): number =>
  match.field * 2 + (match.wordStart ? 0 : 1);
