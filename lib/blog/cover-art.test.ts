import { COVER_SIZE, coverSvg } from '@/lib/blog/cover-art';

describe('coverSvg', () => {
  const analysis = { slug: 'kpis-esenciales', category: 'analisis-de-datos' };
  const ai = { slug: 'mitos-ia', category: 'inteligencia-artificial' };

  it('draws a 1200×630 picture without any text', () => {
    const svg = coverSvg(analysis);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
    expect(COVER_SIZE).toEqual({ width: 1200, height: 630 });
    expect(svg).not.toMatch(/<text|<tspan|<foreignObject/);
    expect(svg).not.toContain('KPI');
  });

  it('is the same for the same article and differs between articles', () => {
    expect(coverSvg(analysis)).toBe(coverSvg({ ...analysis }));
    expect(coverSvg(analysis)).not.toBe(coverSvg({ ...analysis, slug: 'otro-articulo' }));
  });

  it('draws bars for data analysis and a network for AI, with the accent colour', () => {
    const bars = coverSvg(analysis);
    const network = coverSvg(ai);
    expect(bars).toContain('<polyline');
    expect(network).not.toContain('<polyline');
    expect(network.match(/<circle/g)?.length ?? 0).toBeGreaterThan(20);
    for (const svg of [bars, network]) expect(svg).toContain('#d65a22');
  });
});
