import { formatDateTimeEs, formatLongDateEn, formatLongDateEs } from '@/lib/format/dates';

describe('dates', () => {
  it('formats ISO days in long Mexican Spanish, whatever the time zone', () => {
    expect(formatLongDateEs('2025-06-14')).toBe('14 de junio de 2025');
    expect(formatLongDateEs('2025-01-01')).toBe('1 de enero de 2025');
  });

  it('formats ISO days in US English', () => {
    expect(formatLongDateEn('2025-09-03')).toBe('September 3, 2025');
  });

  it('formats a moment with its time, in the given time zone', () => {
    const moment = new Date('2026-11-27T18:05:00Z');
    expect(formatDateTimeEs(moment, 'America/Mexico_City')).toBe(
      '27 de noviembre de 2026 a las 12:05',
    );
    expect(formatDateTimeEs(moment, 'UTC')).toBe('27 de noviembre de 2026 a las 18:05');
  });

  it('rejects malformed dates', () => {
    expect(() => formatLongDateEs('14/06/2025')).toThrow('Fecha inválida');
  });
});

describe('impossible dates', () => {
  it('are rejected instead of rolling over into another month', () => {
    expect(() => formatLongDateEs('2025-13-40')).toThrow('Fecha inválida');
    expect(() => formatLongDateEn('2025-02-30')).toThrow('Fecha inválida');
  });
});
