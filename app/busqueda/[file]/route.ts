import { getSearchIndex } from '@/lib/blog/articles';
import { CORE_INDEX_FILE } from '@/lib/blog/search-index';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** out/busqueda/blog.json and its body shards (lib/blog/search-index.ts). */
export function generateStaticParams(): { file: string }[] {
  const { shards } = getSearchIndex();
  return [{ file: CORE_INDEX_FILE }, ...shards.map((shard) => ({ file: shard.file }))];
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const index = getSearchIndex();
  const data =
    file === CORE_INDEX_FILE
      ? index.core
      : index.shards.find((shard) => shard.file === file)?.index;
  if (!data) return new Response('No encontrado', { status: 404 });
  return new Response(JSON.stringify(data), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
