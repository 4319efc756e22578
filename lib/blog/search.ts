/**
 * Text rules shared by the search index (built at build time) and the search in the browser, so
 * both cut and fold words the same way. No dependency: this module is in the first load.
 */

/** Lowercase without accents, so "analisis" finds "Análisis" and "IA" finds "ia". */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * Spanish words too common to tell articles apart (normalised). They are left out of the index
 * and of queries: "la ia en pymes" searches "ia" and "pymes".
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a al algo algunas algunos ante antes aqui asi aun bien cada como con contra cual cuales ' +
    'cuando de del desde donde dos durante e el ella ellas ellos en entre era es esa esas ese eso ' +
    'esos esta estan estas este esto estos fue fueron ha hace hacer hacia han hasta hay la las le ' +
    'les lo los mas me mi mis mucho muy nada ni no nos nuestra nuestro o otra otro otros para pero ' +
    'poco por porque puede pueden que quien se sea ser si sin sobre son su sus tambien tan te ' +
    'tiene tienen todo todos tu tus un una unas uno unos usted y ya yo'
  ).split(' '),
);

/** Longer "words" are links or noise, not something a visitor types. */
export const MAX_TERM_LENGTH = 30;

/** Normalised words of a text, in order (repeats kept). */
export function words(text: string): string[] {
  return splitWords(normalizeText(text));
}

/** The words of a text normalizeText() has already folded. */
export function splitWords(normalized: string): string[] {
  return normalized.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The words worth indexing or searching: no stop words, no single letters, none too long. */
export function isSearchTerm(word: string): boolean {
  return word.length >= 2 && word.length <= MAX_TERM_LENGTH && !STOP_WORDS.has(word);
}

/**
 * The words of a query, each of which must match: normalised, unique, stop words left out. A
 * query made only of stop words or single letters keeps them, so it still narrows the list.
 */
export function queryTerms(query: string): string[] {
  const all = [...new Set(words(query))];
  // An overlong word stays: it must match, and matches nothing.
  const meaningful = all.filter((word) => word.length > MAX_TERM_LENGTH || isSearchTerm(word));
  return meaningful.length ? meaningful : all;
}
