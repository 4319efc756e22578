import type { ClientCase } from '@/content/cases';
import { clientCases } from '@/content/cases';
import { getClientCases, parseCases } from './cases';
import { sampleCase } from './cases.fixture';

describe('client cases', () => {
  it('publishes every case the site ships, each approved by its client, newest first', () => {
    const published = getClientCases();
    expect(published.map((entry) => entry.id).sort()).toEqual(
      clientCases.map((entry) => entry.id).sort(),
    );
    expect(published.every((entry) => entry.publicationApproved)).toBe(true);
    const dates = published.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('accepts a complete case and sorts the newest first', () => {
    const older = { ...sampleCase, id: 'caso-anterior', date: '2025-11' };
    expect(getClientCases([older, sampleCase]).map((entry) => entry.id)).toEqual([
      sampleCase.id,
      'caso-anterior',
    ]);
  });

  it('refuses a case the client did not approve, naming the case and the reason', () => {
    expect(() => parseCases([{ ...sampleCase, publicationApproved: false }])).toThrow(
      /refaccionaria-puebla-inventario.*publicationApproved: solo se publican casos con la autorización del cliente/,
    );
  });

  it('refuses a case without a measured result, a bad date or an unknown service', () => {
    expect(() => parseCases([{ ...sampleCase, results: [] }])).toThrow(/results: un caso necesita/);
    expect(() => parseCases([{ ...sampleCase, date: '2026-13' }])).toThrow(
      /date: debe ser AAAA-MM/,
    );
    expect(() =>
      parseCases([{ ...sampleCase, services: ['marketing' as ClientCase['services'][number]] }]),
    ).toThrow(/services\.0/);
  });

  it('refuses two cases with the same id', () => {
    expect(() => parseCases([sampleCase, sampleCase])).toThrow(/repetido: refaccionaria/);
  });
});
