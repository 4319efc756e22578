import type { ClientCase } from '@/content/cases';

/** A well-formed case for tests (not a real client: never added to content/cases.ts). */
export const sampleCase: ClientCase = {
  id: 'refaccionaria-puebla-inventario',
  client: 'Refaccionaria en Puebla',
  industry: 'Refacciones automotrices',
  city: 'Puebla',
  date: '2026-05',
  challenge: 'El inventario vivía en tres hojas de cálculo que nadie lograba cuadrar a fin de mes.',
  solution: 'Una base de datos en la nube con un dashboard de existencias por sucursal.',
  results: [{ value: '6 h', label: 'menos de captura por semana' }],
  services: ['base-de-datos', 'analisis'],
  publicationApproved: true,
};
