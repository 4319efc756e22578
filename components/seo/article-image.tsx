import { ImageResponse } from 'next/og';
import type { Article } from '@/lib/blog/articles';
import { formatLongDateEs } from '@/lib/format/dates';
import { OgFrame, ogImageOptions } from './og-frame';

/** Titles run up to ~120 characters: smaller type for longer ones keeps them within 3–4 lines. */
function titleFontSize(title: string): number {
  if (title.length <= 40) return 76;
  if (title.length <= 60) return 66;
  if (title.length <= 80) return 58;
  if (title.length <= 100) return 52;
  return 46;
}

/**
 * An article's image (1200×630 PNG): its social image, and the source of its cover on the page
 * (app/og/blog/[image] and app/covers/[image]).
 */
export function articleImage(article: Article): ImageResponse {
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
    ogImageOptions(),
  );
}
