/** Tag archives: stable ASCII slugs and the merging of spellings that share one. */

export const TAGS_PATH = '/blog/etiquetas/';

/** "Análisis predictivo" → "analisis-predictivo": accents and case folded, ASCII only. */
export function tagSlug(tag: string): string {
  return tag
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function tagPath(slug: string): string {
  return `${TAGS_PATH}${slug}/`;
}

export interface BlogTag {
  slug: string;
  /** The spelling shown: the most used one (on a tie, the one of the newest article). */
  name: string;
  /** Articles carrying it. */
  count: number;
  /** Every spelling that folds to this slug, most used first. */
  spellings: string[];
}

/**
 * Every tag of the articles (given newest first), sorted by name as Spanish sorts. Spellings
 * that fold to one slug ("IA", "ia") are one tag; `collisions` lists the slugs written in more
 * than one way, for the build to report.
 */
export function collectTags(articles: readonly { tags: readonly string[] }[]): {
  tags: BlogTag[];
  collisions: BlogTag[];
} {
  const bySlug = new Map<string, { count: number; spellings: Map<string, number> }>();
  for (const article of articles) {
    // An article that writes one tag twice counts once.
    const seen = new Set<string>();
    for (const tag of article.tags) {
      const slug = tagSlug(tag);
      if (!slug) continue;
      const entry = bySlug.get(slug) ?? { count: 0, spellings: new Map<string, number>() };
      if (!seen.has(slug)) entry.count += 1;
      seen.add(slug);
      entry.spellings.set(tag, (entry.spellings.get(tag) ?? 0) + 1);
      bySlug.set(slug, entry);
    }
  }
  const tags = [...bySlug].map(([slug, entry]) => {
    // Map keeps first-seen order (the newest article first); a stable sort keeps it on ties.
    const spellings = [...entry.spellings].sort((a, b) => b[1] - a[1]).map(([name]) => name);
    return { slug, name: spellings[0] ?? slug, count: entry.count, spellings };
  });
  tags.sort((a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }));
  return { tags, collisions: tags.filter((tag) => tag.spellings.length > 1) };
}

/** The build's warning for tags written in more than one way. */
export function tagCollisionWarning(collisions: readonly BlogTag[]): string | null {
  if (!collisions.length) return null;
  const lines = collisions.map(
    (tag) =>
      `  - ${tag.spellings.map((spelling) => `"${spelling}"`).join(', ')} → ${tagPath(tag.slug)} (se muestra "${tag.name}")`,
  );
  return `Aviso: etiquetas escritas de varias formas se unen en una sola:\n${lines.join('\n')}`;
}
