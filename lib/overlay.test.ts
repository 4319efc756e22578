import { OVERLAY_HOLD_MS, clampProgress } from '@/lib/overlay';

describe('clampProgress', () => {
  it('keeps the bar between 5 % and 100 %', () => {
    expect(clampProgress(0)).toBe(5);
    expect(clampProgress(-20)).toBe(5);
    expect(clampProgress(4.9)).toBe(5);
    expect(clampProgress(42)).toBe(42);
    expect(clampProgress(100)).toBe(100);
    expect(clampProgress(180)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(5);
  });

  it('holds the overlay 0.8 s after the logo loads', () => {
    expect(OVERLAY_HOLD_MS).toBe(800);
  });
});
