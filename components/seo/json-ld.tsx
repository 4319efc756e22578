import type { JsonLd as JsonLdData } from '@/lib/seo/structured-data';

/** Structured data for search engines; `<` is escaped so content cannot close the tag. */
export function JsonLd({ data }: { data: JsonLdData }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
