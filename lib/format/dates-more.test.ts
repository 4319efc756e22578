import { formatLongDateEn, formatLongDateEs } from '@/lib/format/dates';

describe('formatLongDateEs, every month', () => {
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
  ])('formats %s as "%s", with the month in lowercase', (isoDay, expected) => {
    expect(formatLongDateEs(isoDay)).toBe(expected);
  });
});

describe('formatLongDateEs, edges of the calendar', () => {
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

  it.each(['2025-6-14', '25-06-14', '2025-06-14T00:00:00Z', '', ' 2025-06-14'])(
    'rejects the malformed day %j in both languages',
    (isoDay) => {
      expect(() => formatLongDateEs(isoDay)).toThrow('Fecha inválida');
      expect(() => formatLongDateEn(isoDay)).toThrow('Fecha inválida');
    },
  );
});
