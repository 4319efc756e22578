/**
 * The artwork of an article's cover (the picture on its card and at the top of the article):
 * the social image's olive gradient and terracotta accent, with a motif drawn from the article's
 * slug, so every article has its own picture. No text: the title is printed beside it
 * (visual-design.md). Bars and a trend line for data analysis, a network of nodes for AI. Nothing
 * sits near the edges: cards and the article header crop the picture to other shapes.
 */

export const COVER_SIZE = { width: 1200, height: 630 } as const;

const PALETTE = {
  from: '#57593d',
  to: '#3b3d2b',
  light: '#f7f7f0',
  soft: '#c0c296',
  mid: '#878a53',
  accent: '#d65a22',
  accentSoft: '#ec9d6f',
};

/** A small deterministic generator (mulberry32) seeded by the slug. */
function random(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

function barsMotif(next: () => number): string {
  const count = 9 + Math.floor(next() * 4);
  const left = 150;
  const right = 1050;
  const base = 500;
  const step = (right - left) / count;
  const width = step * 0.56;
  let level = 0.3 + next() * 0.2;
  const tops: [number, number][] = [];
  const bars = Array.from({ length: count }, (_, index) => {
    level = Math.min(0.95, Math.max(0.15, level + (next() - 0.38) * 0.22));
    const height = level * 330;
    const x = left + index * step + (step - width) / 2;
    tops.push([x + width / 2, base - height - 26]);
    const fill =
      index === count - 1 ? PALETTE.accent : index % 3 === 0 ? PALETTE.soft : PALETTE.mid;
    return `<rect x="${round(x)}" y="${round(base - height)}" width="${round(width)}" height="${round(height)}" rx="10" fill="${fill}" opacity="${index === count - 1 ? 1 : 0.85}"/>`;
  });
  const line = tops.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
  const dots = tops
    .map(([x, y]) => `<circle cx="${round(x)}" cy="${round(y)}" r="7" fill="${PALETTE.light}"/>`)
    .join('');
  return `${bars.join('')}<line x1="${left}" y1="${base + 14}" x2="${right}" y2="${base + 14}" stroke="${PALETTE.soft}" stroke-width="4" stroke-linecap="round" opacity="0.6"/><polyline points="${line}" fill="none" stroke="${PALETTE.light}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>${dots}`;
}

function networkMotif(next: () => number): string {
  const count = 11 + Math.floor(next() * 5);
  const nodes = Array.from({ length: count }, (_, index) => ({
    x: 160 + ((index + next() * 0.8) / count) * 880,
    y: 170 + next() * 320,
    r: 10 + next() * 16,
    // One node in terracotta at least, as the bars' last one is.
    accent: next() < 0.18 || index === Math.floor(count * 0.7),
  }));
  const links: string[] = [];
  nodes.forEach((node, index) => {
    // Each node links to its nearest neighbours to the right: a network read left to right.
    const ahead = nodes
      .slice(index + 1)
      .sort(
        (a, b) => Math.hypot(a.x - node.x, a.y - node.y) - Math.hypot(b.x - node.x, b.y - node.y),
      )
      .slice(0, 2);
    for (const other of ahead) {
      links.push(
        `<line x1="${round(node.x)}" y1="${round(node.y)}" x2="${round(other.x)}" y2="${round(other.y)}" stroke="${PALETTE.soft}" stroke-width="3" opacity="0.55"/>`,
      );
    }
  });
  const circles = nodes.map(
    (node) =>
      `<circle cx="${round(node.x)}" cy="${round(node.y)}" r="${round(node.r)}" fill="${node.accent ? PALETTE.accent : PALETTE.light}"/>` +
      `<circle cx="${round(node.x)}" cy="${round(node.y)}" r="${round(node.r + 12)}" fill="none" stroke="${node.accent ? PALETTE.accentSoft : PALETTE.soft}" stroke-width="2" opacity="0.5"/>`,
  );
  return `${links.join('')}${circles.join('')}`;
}

/** The cover as an SVG document (converted to WebP by app/covers/[image]/route.ts). */
export function coverSvg(article: { slug: string; category: string }): string {
  const next = random(article.slug);
  const { width, height } = COVER_SIZE;
  const motif =
    article.category === 'inteligencia-artificial' ? networkMotif(next) : barsMotif(next);
  const glowX = round(200 + next() * 800);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${PALETTE.from}"/><stop offset="1" stop-color="${PALETTE.to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${round(glowX / width)}" cy="0.3" r="0.6"><stop offset="0" stop-color="${PALETTE.soft}" stop-opacity="0.28"/><stop offset="1" stop-color="${PALETTE.soft}" stop-opacity="0"/></radialGradient>`,
    `<pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="${PALETTE.light}" opacity="0.09"/></pattern>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#dots)"/>`,
    motif,
    '</svg>',
  ].join('');
}
