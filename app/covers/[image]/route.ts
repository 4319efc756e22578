import sharp from 'sharp';
import {
  type Article,
  COVER_WIDTHS,
  type CoverWidth,
  articleCoverFile,
  getPublishedArticles,
} from '@/lib/blog/articles';
import { coverSvg } from '@/lib/blog/cover-art';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Flat shapes on a gradient: 82 keeps the edges clean at a few KB. */
const WEBP_QUALITY = 82;

/** out/covers/{slug}-{width}.webp for every published article and cover width. */
export function generateStaticParams(): { image: string }[] {
  return getPublishedArticles().flatMap((article) =>
    COVER_WIDTHS.map((width) => ({ image: articleCoverFile(article, width) })),
  );
}

function findCover(image: string): { article: Article; width: CoverWidth } | undefined {
  const match = /^(.+)-(\d+)\.webp$/.exec(image);
  const width = COVER_WIDTHS.find((candidate) => String(candidate) === match?.[2]);
  const article = getPublishedArticles().find((candidate) => candidate.slug === match?.[1]);
  return article && width ? { article, width } : undefined;
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const cover = findCover((await params).image);
  if (!cover) return new Response('No encontrado', { status: 404 });
  const webp = await sharp(Buffer.from(coverSvg(cover.article)))
    .resize(cover.width)
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
  return new Response(new Uint8Array(webp), { headers: { 'Content-Type': 'image/webp' } });
}
