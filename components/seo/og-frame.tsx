import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/config/site-config';

/** Size of every generated social image. */
const OG_SIZE = { width: 1200, height: 630 } as const;

const OG_FONT_FAMILY = 'Plus Jakarta Sans';

/** Regular for the date and labels, bold for the titles and the name. */
const OG_FONT_WEIGHTS = [400, 700] as const;

type OgFont = {
  name: string;
  data: Buffer;
  weight: (typeof OG_FONT_WEIGHTS)[number];
  style: 'normal';
};

let ogFonts: OgFont[] | undefined;

/**
 * The site's typeface for next/og, which reads TTF, OTF and WOFF (not WOFF2, not variable fonts):
 * the static Latin files of @fontsource/plus-jakarta-sans, a build-time dependency, read once.
 * Latin covers Spanish (á, ñ, ¿, ¡, «», ·, —). Without them next/og falls back to a font that has
 * no bold and spaces words unevenly.
 */
function loadOgFonts(): OgFont[] {
  ogFonts ??= OG_FONT_WEIGHTS.map((weight) => ({
    name: OG_FONT_FAMILY,
    data: readFileSync(
      path.join(
        process.cwd(),
        'node_modules/@fontsource/plus-jakarta-sans/files',
        `plus-jakarta-sans-latin-${weight}-normal.woff`,
      ),
    ),
    weight,
    style: 'normal',
  }));
  return ogFonts;
}

/** The options of every generated social image: its size and the site's typeface. */
export function ogImageOptions() {
  return { ...OG_SIZE, fonts: loadOgFonts() };
}

/** The logo mark of public/logo.svg, for next/og (which renders inline SVG). */
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

interface OgFrameProps {
  /** Small text at the top right, e.g. "Blog". */
  label?: string;
  /** The line at the bottom left (date and read time, or a tagline). */
  footer: string;
  children: ReactNode;
}

/** The shared design of generated social images: olive gradient, logo, content, accent bar. */
export function OgFrame({ label, footer, children }: OgFrameProps) {
  return (
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
        fontFamily: OG_FONT_FAMILY,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <LogoMark size={64} />
          <div style={{ fontSize: 40, fontWeight: 700 }}>{siteConfig.name}</div>
        </div>
        {label ? <div style={{ fontSize: 26, color: '#dadbbf' }}>{label}</div> : null}
      </div>
      {children}
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ fontSize: 28, color: '#dadbbf' }}>{footer}</div>
        <div style={{ width: 180, height: 10, borderRadius: 5, background: '#d65a22' }} />
      </div>
    </div>
  );
}
