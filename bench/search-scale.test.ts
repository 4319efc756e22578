/**
 * @jest-environment node
 *
 * The blog search over 400 generated articles, checked against the rules it promises
 * (docs/decisions.md), worked out here by brute force: every article the specification's
 * substring rule finds, listed first; then every article whose words start with each query word;
 * nothing else, nothing twice. The bench's timings are not asserted (bench/search-scale.ts
 * reports them).
 */
import { blogCategories } from '@/content/blog-categories';
import { isSearchTerm, normalizeText, queryTerms, words } from '@/lib/blog/search';
import { bodyTerms, buildSearchIndex } from '@/lib/blog/search-index';
import { engineLoader, scaleArticles } from './search-scale';

const articles = scaleArticles(400);
const load = engineLoader(
  buildSearchIndex(
    articles,
    blogCategories.map((category) => category.slug),
  ),
);

const fields = (article: (typeof articles)[number]) => [
  article.title,
  article.excerpt,
  ...article.tags,
];

/** What each rule reads of an article, worked out once. */
const prepared = articles.map((article) => ({
  slug: article.slug,
  lower: fields(article).map((text) => text.toLowerCase()),
  folded: fields(article).map((text) => fold(text)),
  vocabulary: [
    ...words(fields(article).join(' ')).filter(isSearchTerm),
    ...bodyTerms(article.body),
  ],
}));

function fold(text: string) {
  return normalizeText(text).replace(/\s+/g, ' ');
}

/** The specification's rule as written: case aside, nothing else folded. */
const specRule = (query: string) => {
  const needle = query.toLowerCase();
  return prepared
    .filter((article) => article.lower.some((text) => text.includes(needle)))
    .map((article) => article.slug);
};

/** The same rule with accents folded and spaces collapsed. */
const foldedRule = (query: string) => {
  const needle = fold(query);
  return prepared
    .filter((article) => article.folded.some((text) => text.includes(needle)))
    .map((article) => article.slug);
};

/** Every query word starts a word of the title, excerpt, tags or text. */
const wordRule = (query: string) => {
  const terms = queryTerms(query);
  if (!terms.length) return [];
  return prepared
    .filter((article) =>
      terms.every((term) => article.vocabulary.some((word) => word.startsWith(term))),
    )
    .map((article) => article.slug);
};

/** Fragments from inside words: a few cut from the middle of each field of every 40th article. */
const fragments = [
  'ashboard',
  'nventari',
  'erreter',
  'analisis',
  'Análisis predictivo',
  'ventas excel',
  'cómo',
  ...articles
    .filter((_, index) => index % 40 === 0)
    .flatMap((article) => fields(article).flatMap((text) => [text.slice(2, 9), text.slice(-8, -1)]))
    .filter((text) => text.trim()),
];

describe('the blog search over 400 generated articles', () => {
  it('has the generated articles', () => {
    expect(articles.length).toBeGreaterThan(400);
  });

  it("lists the specification's matches first, then the word matches, each article once", async () => {
    const engine = await load();
    for (const query of fragments) {
      const results = await engine.search(query);
      const slugs = results.map((hit) => hit.row[1]);
      const firstGroup = results.filter((hit) => hit.substring).map((hit) => hit.row[1]);
      const spec = specRule(query);
      const folded = foldedRule(query);
      const wordsOnly = wordRule(query).filter((slug) => !folded.includes(slug));

      expect({ query, unique: new Set(slugs).size }).toEqual({ query, unique: slugs.length });
      // The first group is a prefix of the list and holds what the specification finds.
      expect({ query, prefix: slugs.slice(0, firstGroup.length) }).toEqual({
        query,
        prefix: firstGroup,
      });
      expect({ query, missing: spec.filter((slug) => !firstGroup.includes(slug)) }).toEqual({
        query,
        missing: [],
      });
      expect({ query, first: [...firstGroup].sort() }).toEqual({ query, first: folded.sort() });
      expect({ query, after: slugs.slice(firstGroup.length).sort() }).toEqual({
        query,
        after: wordsOnly.sort(),
      });
    }
  });

  it('finds fragments from inside words that the word search alone misses', async () => {
    const engine = await load();
    for (const query of ['ashboard', 'nventari', 'erreter']) {
      const results = await engine.search(query);
      expect(results.length).toBeGreaterThan(0);
      expect(wordRule(query)).toEqual([]);
    }
  });
});
