import { ImageResponse } from 'next/og';
import { siteConfig } from '@/lib/site-config';

export const dynamic = 'force-static';

/** The default 1200×630 social image, written to out/og/default.png at build time. */
export function GET() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #57593d 0%, #3b3d2b 100%)',
        color: '#f7f7f0',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <div
          style={{
            width: 88,
            height: 88,
            borderRadius: 22,
            background: '#f7f7f0',
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'center',
            gap: 8,
            paddingBottom: 20,
          }}
        >
          <div style={{ width: 14, height: 52, borderRadius: 5, background: '#57593d' }} />
          <div style={{ width: 14, height: 22, borderRadius: 5, background: '#878a53' }} />
          <div style={{ width: 14, height: 36, borderRadius: 5, background: '#57593d' }} />
        </div>
        <div style={{ fontSize: 56, fontWeight: 700 }}>{siteConfig.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 960 }}>
          Datos e inteligencia artificial para PyMEs
        </div>
        <div style={{ fontSize: 32, color: '#dadbbf' }}>
          Consultoría para negocios en México y Latinoamérica
        </div>
      </div>
      <div
        style={{ display: 'flex', height: 10, width: 220, borderRadius: 5, background: '#d65a22' }}
      />
    </div>,
    { width: 1200, height: 630 },
  );
}
