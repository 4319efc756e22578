import { z } from 'zod';
import { type ClientCase, clientCases } from '@/content/cases';
import type { ServiceSlug } from '@/content/services';

const SERVICE_SLUGS = [
  'consultoria',
  'base-de-datos',
  'analisis',
  'inteligencia-artificial',
] as const;

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

const caseSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'debe ir en minúsculas con guiones'),
    client: text(2, 80),
    industry: text(2, 60),
    city: text(2, 60),
    date: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'debe ser AAAA-MM'),
    challenge: text(20, 400),
    solution: text(20, 400),
    results: z
      .array(z.object({ value: text(1, 20), label: text(3, 80) }).strict())
      .min(1, 'un caso necesita al menos un resultado medido')
      .max(4),
    services: z.array(z.enum(SERVICE_SLUGS satisfies readonly ServiceSlug[])).min(1),
    quote: z
      .object({ text: text(10, 300), author: text(2, 80), role: text(2, 80) })
      .strict()
      .optional(),
    publicationApproved: z.literal(true, {
      error: 'solo se publican casos con la autorización del cliente',
    }),
  })
  .strict();

/** Validates the cases; a bad entry stops the build with the case and the field named. */
export function parseCases(entries: readonly ClientCase[]): ClientCase[] {
  const ids = new Set<string>();
  return entries.map((entry, index) => {
    const result = caseSchema.safeParse(entry);
    if (!result.success) {
      const problems = result.error.issues
        .map((issue) => `${issue.path.join('.') || '(caso)'}: ${issue.message}`)
        .join('; ');
      throw new Error(`Caso de cliente ${entry.id || `#${index + 1}`} inválido: ${problems}`);
    }
    if (ids.has(entry.id)) throw new Error(`Caso de cliente repetido: ${entry.id}`);
    ids.add(entry.id);
    return result.data;
  });
}

/** The published cases, newest first. */
export function getClientCases(entries: readonly ClientCase[] = clientCases): ClientCase[] {
  return parseCases(entries).sort((a, b) => b.date.localeCompare(a.date));
}
