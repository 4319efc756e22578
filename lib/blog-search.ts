/** Blog search, shared by the category pages (in the browser) and their tests. */

export interface SearchableArticle {
  title: string;
  excerpt: string;
  tags: string[];
}

/** Lowercase without accents, so "analisis" finds "Análisis" and "IA" finds "ia". */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * Articles whose title, excerpt or any tag contains the query (case and accents ignored). Every
 * word of the query must match somewhere. An empty query matches everything.
 */
export function searchArticles<T extends SearchableArticle>(
  articles: readonly T[],
  query: string,
): T[] {
  const words = normalizeText(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...articles];
  return articles.filter((article) => {
    const haystack = normalizeText(
      [article.title, article.excerpt, ...article.tags].join(' \u0000 '),
    );
    return words.every((word) => haystack.includes(word));
  });
}
