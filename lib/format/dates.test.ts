import {
  retryMoment,
  formatDateTimeEs,
  formatDayEs,
  formatLongDateEn,
  formatLongDateEs,
} from '@/lib/format/dates';

describe('formatLongDateEs and formatLongDateEn', () => {
  it.each([
    ['2025-01-15', '15 de enero de 2025'],
    ['2025-02-15', '15 de febrero de 2025'],
    ['2025-03-15', '15 de marzo de 2025'],
    ['2025-04-15', '15 de abril de 2025'],
    ['2025-05-15', '15 de mayo de 2025'],
    ['2025-06-15', '15 de junio de 2025'],
    ['2025-07-15', '15 de julio de 2025'],
    ['2025-08-15', '15 de agosto de 2025'],
    ['2025-09-03', '3 de septiembre de 2025'],
    ['2025-10-15', '15 de octubre de 2025'],
    ['2025-11-15', '15 de noviembre de 2025'],
    ['2025-12-15', '15 de diciembre de 2025'],
  ])('formats %s as "%s" in Mexican Spanish, the month in lowercase', (isoDay, expected) => {
    expect(formatLongDateEs(isoDay)).toBe(expected);
  });

  it('formats ISO days in US English', () => {
    expect(formatLongDateEn('2025-09-03')).toBe('September 3, 2025');
  });

  it('keeps the first and last day of the year and leap days', () => {
    expect(formatLongDateEs('2025-12-31')).toBe('31 de diciembre de 2025');
    expect(formatLongDateEs('2026-01-01')).toBe('1 de enero de 2026');
    expect(formatLongDateEs('2024-02-29')).toBe('29 de febrero de 2024');
  });

  it('gives the same day in any process time zone', () => {
    const original = process.env.TZ;
    try {
      for (const zone of ['America/Mexico_City', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        process.env.TZ = zone;
        expect(formatLongDateEs('2025-06-14')).toBe('14 de junio de 2025');
        expect(formatLongDateEn('2025-01-01')).toBe('January 1, 2025');
      }
    } finally {
      process.env.TZ = original;
    }
  });

  it.each(['2025-6-14', '25-06-14', '2025-06-14T00:00:00Z', '', ' 2025-06-14', '14/06/2025'])(
    'rejects the malformed day %j in both languages',
    (isoDay) => {
      expect(() => formatLongDateEs(isoDay)).toThrow('Fecha inválida');
      expect(() => formatLongDateEn(isoDay)).toThrow('Fecha inválida');
    },
  );

  it('rejects impossible days instead of rolling over into another month', () => {
    expect(() => formatLongDateEs('2025-13-40')).toThrow('Fecha inválida');
    expect(() => formatLongDateEn('2025-02-30')).toThrow('Fecha inválida');
  });
});

describe('formatDateTimeEs', () => {
  it('formats a moment with its time, in the given time zone', () => {
    const moment = new Date('2026-11-27T18:05:00Z');
    expect(formatDateTimeEs(moment, 'America/Mexico_City')).toBe(
      '27 de noviembre de 2026 a las 12:05',
    );
    expect(formatDateTimeEs(moment, 'UTC')).toBe('27 de noviembre de 2026 a las 18:05');
  });
});

describe('formatDayEs', () => {
  it('gives the day of a moment in the given time zone', () => {
    const moment = new Date('2026-11-28T03:00:00Z');
    expect(formatDayEs(moment, 'America/Mexico_City')).toBe('27 de noviembre de 2026');
    expect(formatDayEs(moment, 'UTC')).toBe('28 de noviembre de 2026');
  });
});

describe('retryMoment', () => {
  const now = Date.parse('2026-11-28T20:00:00Z'); // 14:00 in Mexico City
  it("says the hour a refusal ends on the reader's clock, and whether it is tomorrow", () => {
    expect(retryMoment(65 * 60, now, 'America/Mexico_City')).toEqual({
      time: '15:05',
      tomorrow: false,
    });
    // Midnight UTC, the daily budget's reset, is 18:00 the same day in Mexico City.
    expect(retryMoment(4 * 3600, now, 'America/Mexico_City')).toEqual({
      time: '18:00',
      tomorrow: false,
    });
    expect(retryMoment(12 * 3600, now, 'America/Mexico_City')).toEqual({
      time: '02:00',
      tomorrow: true,
    });
  });
});
