import { ImageResponse } from 'next/og';
import { type Article, getPublishedArticles } from '@/lib/blog';
import { formatLongDateEs } from '@/lib/dates';
import { siteConfig } from '@/lib/site-config';

export const dynamic = 'force-static';
export const dynamicParams = false;

const SIZE = { width: 1200, height: 630 } as const;

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

/** The logo mark of public/logo.svg. */
function LogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64">
      <rect width="64" height="64" rx="15" fill="#f7f7f0" />
      <rect x="14" y="14" width="9" height="36" rx="3.5" fill="#57593d" />
      <rect x="41" y="26" width="9" height="24" rx="3.5" fill="#57593d" />
      <rect x="19" y="29" width="26" height="7" rx="3.5" fill="#878a53" />
      <circle cx="45.5" cy="16.5" r="5.5" fill="#d65a22" />
    </svg>
  );
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const article = findArticle(image);
  if (!article) return new Response('No encontrado', { status: 404 });

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px',
        background: 'linear-gradient(135deg, #57593d 0%, #3b3d2b 100%)',
        color: '#f7f7f0',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <LogoMark size={64} />
          <div style={{ fontSize: 40, fontWeight: 700 }}>{siteConfig.name}</div>
        </div>
        <div style={{ fontSize: 26, color: '#dadbbf' }}>Blog</div>
      </div>

      <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <div style={{ width: 40, height: 6, borderRadius: 3, background: '#d65a22' }} />
          <div
            style={{
              fontSize: 26,
              letterSpacing: 4,
              textTransform: 'uppercase',
              color: '#f0b08f',
            }}
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

      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ fontSize: 28, color: '#dadbbf' }}>
          {`${formatLongDateEs(article.date)} · ${article.readTime} de lectura`}
        </div>
        <div style={{ width: 180, height: 10, borderRadius: 5, background: '#d65a22' }} />
      </div>
    </div>,
    SIZE,
  );
}
