// Screenshots of pages of a running server, for looking at the site while building it.
// Usage: npx tsx bench/screenshot.ts http://127.0.0.1:3000 /path1 /path2 ... [--out dir] [--full]
//        [--widths 390,1440] (default: a 360 px phone and a 1366 px desktop)
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@/testing/chromium';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: '.test-output/screenshots' },
    widths: { type: 'string' },
    full: { type: 'boolean', default: false },
  },
});
const { out: outDir, full } = values;
const [base, ...paths] = positionals;
const viewports = values.widths
  ? Object.fromEntries(
      values.widths
        .split(',')
        .map(Number)
        .map((width) => [width, { width, height: width < 800 ? 844 : 900 }]),
    )
  : { mobile: { width: 360, height: 780 }, desktop: { width: 1366, height: 860 } };

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions());
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport,
        colorScheme: scheme,
        reducedMotion: 'reduce',
      });
      // Skip the loading overlay and the cookie banner so the page itself is visible.
      await context.addInitScript(() => {
        sessionStorage.setItem('hanzo_overlay_seen', '1');
        localStorage.setItem('cookieConsent', 'false');
      });
      const page = await context.newPage();
      for (const route of paths) {
        await page.goto(new URL(route, base).href, { waitUntil: 'networkidle' });
        if (full) {
          // Scroll through the page so reveal-on-scroll content is shown, then back to the top.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 120));
            }
            window.scrollTo(0, 0);
            // A whole-page capture paints what is off screen, which content-visibility skips
            // (app/globals.css): render it all, as a jump to a #fragment does.
            document.documentElement.classList.add('render-all');
          });
          await page.waitForTimeout(800);
        }
        const name = `${route.replace(/\W+/g, '_') || 'home'}-${device}-${scheme}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: full });
        console.log(path.join(outDir, name));
      }
      await context.close();
    }
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
