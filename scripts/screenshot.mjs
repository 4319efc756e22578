// Screenshots of pages of a running server, for looking at the site while building it.
// Usage: node scripts/screenshot.mjs http://127.0.0.1:3000 /path1 /path2 ... [--out dir] [--full]
//        [--widths 390,1440] (default: a 360 px phone and a 1366 px desktop)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? args.splice(outIndex, 2)[1] : '.test-output/screenshots';
const widthsIndex = args.indexOf('--widths');
const widths = widthsIndex >= 0 ? args.splice(widthsIndex, 2)[1].split(',').map(Number) : null;
const full = args.includes('--full');
const [base, ...paths] = args.filter((arg) => arg !== '--full');
fs.mkdirSync(outDir, { recursive: true });

const viewports = widths
  ? Object.fromEntries(widths.map((width) => [width, { width, height: width < 800 ? 844 : 900 }]))
  : { mobile: { width: 360, height: 780 }, desktop: { width: 1366, height: 860 } };
const browser = await chromium.launch(chromiumLaunchOptions());
for (const [device, viewport] of Object.entries(viewports)) {
  for (const scheme of ['light', 'dark']) {
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
