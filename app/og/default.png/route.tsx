import { ImageResponse } from 'next/og';
import { OgFrame, ogImageOptions } from '@/components/seo/og-frame';
import { siteText } from '@/content/site';
import { siteConfig } from '@/lib/config/site-config';

export const dynamic = 'force-static';

/** The default 1200×630 social image, written to out/og/default.png at build time. */
export function GET() {
  return new ImageResponse(
    <OgFrame footer={siteText.socialImageFooter}>
      <div
        style={{ display: 'flex', fontSize: 72, fontWeight: 700, lineHeight: 1.1, maxWidth: 960 }}
      >
        {siteConfig.tagline}
      </div>
    </OgFrame>,
    ogImageOptions(),
  );
}
