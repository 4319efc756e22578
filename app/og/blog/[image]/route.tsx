import { ImageResponse } from 'next/og';
import { type Article, getPublishedArticles } from '@/lib/blog';
import { formatLongDateEs } from '@/lib/dates';
import { OG_SIZE, OgFrame } from '@/components/seo/og-frame';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** One image per published article: out/og/blog/{slug}.png (see articleImagePath in lib/blog.ts). */
export function generateStaticParams(): { image: string }[] {
  return getPublishedArticles().map((article) => ({ image: `${article.slug}.png` }));
}

function findArticle(image: string): Article | undefined {
  const slug = image.endsWith('.png') ? image.slice(0, -'.png'.length) : null;
  return slug ? getPublishedArticles().find((article) => article.slug === slug) : undefined;
}

/** Titles run up to ~120 characters: smaller type for longer ones keeps them within 3–4 lines. */
function titleFontSize(title: string): number {
  if (title.length <= 40) return 76;
  if (title.length <= 60) return 66;
  if (title.length <= 80) return 58;
  if (title.length <= 100) return 52;
  return 46;
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const article = findArticle(image);
  if (!article) return new Response('No encontrado', { status: 404 });

  return new ImageResponse(
    <OgFrame
      label="Blog"
      footer={`${formatLongDateEs(article.date)} · ${article.readTime} de lectura`}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <div style={{ width: 40, height: 6, borderRadius: 3, background: '#d65a22' }} />
          <div
            style={{ fontSize: 26, letterSpacing: 4, textTransform: 'uppercase', color: '#f0b08f' }}
          >
            {article.categoryName}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            fontSize: titleFontSize(article.title),
            fontWeight: 700,
            lineHeight: 1.15,
            maxWidth: 1040,
          }}
        >
          {article.title}
        </div>
      </div>
    </OgFrame>,
    OG_SIZE,
  );
}
