import type { ServiceSlug } from './services';

/**
 * Real client cases, shown on the home page when there is at least one. Publish a case only
 * with the client's written permission and figures they have confirmed; never an invented or
 * anonymised-beyond-recognition story. `lib/cases/cases.ts` validates every entry at build time.
 */
export interface ClientCase {
  /** Stable id in kebab-case, e.g. 'refaccionaria-puebla-inventario'. */
  id: string;
  /** The client's name, or how they agreed to be named ("Refaccionaria en Puebla"). */
  client: string;
  industry: string;
  city: string;
  /** Month the project delivered its results, AAAA-MM. */
  date: string;
  challenge: string;
  solution: string;
  /** Measured results the client confirmed, e.g. { value: '6 h', label: 'menos de captura por semana' }. */
  results: { value: string; label: string }[];
  services: ServiceSlug[];
  /** Optional words of the client, quoted exactly as they approved them. */
  quote?: { text: string; author: string; role: string };
  /** Must be true: the client authorised publishing this case. */
  publicationApproved: boolean;
}

export const clientCases: ClientCase[] = [];
