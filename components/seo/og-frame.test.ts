/** @jest-environment node */
import { ogImageOptions } from './og-frame';

describe('ogImageOptions', () => {
  it('gives every social image its size and the site typeface in regular and bold', () => {
    const options = ogImageOptions();
    expect(options).toMatchObject({ width: 1200, height: 630 });
    expect(options.fonts.map(({ name, weight }) => `${name} ${weight}`)).toEqual([
      'Plus Jakarta Sans 400',
      'Plus Jakarta Sans 700',
    ]);
  });

  it('hands next/og WOFF files, the compressed format it can read (WOFF2 it cannot)', () => {
    for (const font of ogImageOptions().fonts) {
      expect(font.data.subarray(0, 4).toString('latin1')).toBe('wOFF');
      expect(font.data.byteLength).toBeGreaterThan(10_000);
    }
  });
});
