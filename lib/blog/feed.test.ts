import {
  FEED_ITEM_LIMIT,
  BLOG_FEED_CHANNEL,
  type FeedArticle,
  buildRssFeed,
  escapeXml,
  rfc822Date,
} from '@/lib/blog/feed';

const SITE = 'https://hanzo.mx';

const older: FeedArticle = {
  id: 1,
  title: 'KPIs para PyMEs: ¿qué medir?',
  excerpt: 'Ventas < costos & márgenes > 0: "lo básico" de l\'empresa.',
  date: '2024-05-21',
  categoryName: 'Análisis de datos',
  author: 'Equipo Hanzo',
  path: '/blog/analisis-de-datos/kpis/',
};

const newer: FeedArticle = {
  id: 2,
  title: 'Mitos & realidades de la IA',
  excerpt: 'Lo que la inteligencia artificial sí puede hacer por tu negocio.',
  date: '2025-06-14',
  categoryName: 'Inteligencia artificial',
  path: '/blog/inteligencia-artificial/mitos/',
};

/** Text of every <name> element in a document, in order. */
function texts(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, 'g'))].map(
    (match) => match[1] ?? '',
  );
}

function items(xml: string): string[] {
  return texts(xml, 'item');
}

describe('escapeXml', () => {
  it('escapes the five XML special characters, & first', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe(
      'a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;',
    );
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('keeps Spanish text as it is and drops characters XML forbids', () => {
    expect(escapeXml('¿Qué año? ¡Sí, señor!')).toBe('¿Qué año? ¡Sí, señor!');
    expect(escapeXml('a\u0000b\u000Bc\td\ne')).toBe('abc\td\ne');
  });
});

describe('rfc822Date', () => {
  it('dates an ISO day at noon UTC', () => {
    expect(rfc822Date('2025-06-14')).toBe('Sat, 14 Jun 2025 12:00:00 GMT');
  });

  it('rejects what is not an ISO day', () => {
    expect(() => rfc822Date('14/06/2025')).toThrow('Fecha inválida');
  });
});

describe('buildRssFeed', () => {
  const xml = buildRssFeed([older, newer], SITE);

  it('is an RSS 2.0 document with the atom and dc namespaces', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(xml).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
    expect(xml.trimEnd().endsWith('</rss>')).toBe(true);
  });

  it('describes the channel, dated by its newest article', () => {
    const channel = xml.slice(0, xml.indexOf('<item>'));
    expect(texts(channel, 'title')).toEqual(['Hanzo | Blog']);
    expect(texts(channel, 'link')).toEqual(['https://hanzo.mx/blog/']);
    expect(texts(channel, 'description')).toEqual([escapeXml(BLOG_FEED_CHANNEL.description)]);
    expect(texts(channel, 'language')).toEqual(['es-MX']);
    expect(texts(channel, 'lastBuildDate')).toEqual(['Sat, 14 Jun 2025 12:00:00 GMT']);
    expect(channel).toContain(
      '<atom:link href="https://hanzo.mx/feed.xml" rel="self" type="application/rss+xml"/>',
    );
  });

  it('lists one item per article, newest first, whatever the input order', () => {
    expect(items(xml)).toHaveLength(2);
    expect(texts(xml, 'pubDate')).toEqual([
      'Sat, 14 Jun 2025 12:00:00 GMT',
      'Tue, 21 May 2024 12:00:00 GMT',
    ]);
    expect(buildRssFeed([newer, older], SITE)).toBe(xml);
  });

  it('keeps only the newest items up to the limit', () => {
    const limited = buildRssFeed([older, newer], SITE, undefined, 1);
    expect(texts(limited, 'pubDate')).toEqual(['Sat, 14 Jun 2025 12:00:00 GMT']);
    expect(FEED_ITEM_LIMIT).toBe(50);
  });

  it('gives each item its fields, with absolute links ending in a slash', () => {
    const item = items(xml)[1] ?? '';
    expect(texts(item, 'title')).toEqual(['KPIs para PyMEs: ¿qué medir?']);
    expect(texts(item, 'link')).toEqual(['https://hanzo.mx/blog/analisis-de-datos/kpis/']);
    expect(item).toContain(
      '<guid isPermaLink="true">https://hanzo.mx/blog/analisis-de-datos/kpis/</guid>',
    );
    expect(texts(item, 'description')).toEqual([
      'Ventas &lt; costos &amp; márgenes &gt; 0: &quot;lo básico&quot; de l&apos;empresa.',
    ]);
    expect(texts(item, 'category')).toEqual(['Análisis de datos']);
    expect(texts(item, 'dc:creator')).toEqual(['Equipo Hanzo']);
  });

  it('escapes titles and leaves out the author when there is none', () => {
    const item = items(xml)[0] ?? '';
    expect(texts(item, 'title')).toEqual(['Mitos &amp; realidades de la IA']);
    expect(item).not.toContain('dc:creator');
  });

  it('uses the given site URL and leaves no unescaped special characters in text', () => {
    const local = buildRssFeed([older], 'http://localhost:3000');
    expect(texts(local, 'link')).toContain('http://localhost:3000/blog/analisis-de-datos/kpis/');
    const withoutTags = local.replace(/<[^>]*>/g, '');
    expect(withoutTags).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|apos);)/);
  });

  it('is a valid document for an empty blog, without lastBuildDate', () => {
    const empty = buildRssFeed([], SITE);
    expect(items(empty)).toEqual([]);
    expect(empty).not.toContain('lastBuildDate');
    expect(
      new DOMParser().parseFromString(empty, 'application/xml').querySelector('parsererror'),
    ).toBeNull();
  });

  it('parses as XML', () => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.nodeName).toBe('rss');
    expect(doc.getElementsByTagName('item')).toHaveLength(2);
    expect(doc.getElementsByTagName('description')[2]?.textContent).toBe(older.excerpt);
  });
});
