// When the eye sees the page on a phone: the loading overlay's clearing after the first paint,
// from a screencast, for several exports interleaved round by round (`npm run bench:eye`).
//   tsx bench/eye-time.ts NAME=DIR [NAME=DIR…]     (each DIR holds out/ and firebase.generated.json)
// Each round loads every route of every export in turn, in a fresh context (a first visit: the
// overlay shows), with 4× CPU and a slow network applied through CDP (150 ms, 1.6 Mbps down, as
// bench/results/eye-2026-11-26.md), a 412×823 phone viewport, and a CDP screencast. "Visible" is
// the first frame after which the header band (the top 40 px, dark olive once the overlay is
// gone) stays dark; the report gives visible − FCP per route and export, and what explains it:
// when the overlay's fade animation started (its startTime on the document timeline), when the
// overlay's script ran, and FCP itself. Writes bench/results/eye-time.md (EYE_REPORT to change).
//   EYE_RUNS=3 EYE_ROUTES=/,/blog/ EYE_PORT=4740
// EYE_BLOCK_MS=600: a probe, not a measure: the main thread is kept busy that long from 0.75 s
// after the overlay's script ran, so a fade that waits on the main thread shows it (one run on
// the compositor does not move).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { serve } from './floor-ratio';
import { chromiumLaunchOptions } from '@/testing/chromium';

const ROOT = path.resolve(__dirname, '..');
const KPI_ARTICLE = '/blog/inteligencia-artificial/mitos-vs-realidades-ia-pymes-america-latina/';
const DEFAULT_ROUTES = ['/', '/servicios/consultoria/', KPI_ARTICLE];
/** The header band: this many CSS pixels from the top. */
const BAND_PX = 40;
/** Mean luminance (0–255) under which the band reads as the dark olive header. */
const DARK_BELOW = 110;

interface Sample {
  site: string;
  route: string;
  round: number;
  load: number;
  fcp: number;
  visible: number | null;
  fadeStart: number | null;
  overlayScript: number | null;
  frames: number;
}

/**
 * Recorded in the page before any of its scripts: when the overlay's script put its class on
 * <html>, and the fade's startTime (when its clock started). A string: tsx's helpers would not
 * exist in the page. <html> may not exist yet when it runs, so it watches the document.
 */
const PROBE = `(() => {
  const eye = (window.__eye = {});
  new MutationObserver((_, observer) => {
    if (document.documentElement && document.documentElement.classList.contains('overlay-on')) {
      eye.script = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  const read = () => {
    const fade = document.getAnimations().find((a) => a.animationName === 'overlay-out');
    if (fade && fade.startTime != null) eye.fade = Number(fade.startTime);
    else requestAnimationFrame(read);
  };
  requestAnimationFrame(read);
  const block = Number('__BLOCK__');
  if (block > 0) {
    const started = () => {
      if (eye.script === undefined) return requestAnimationFrame(started);
      setTimeout(() => {
        const end = performance.now() + block;
        while (performance.now() < end) {}
      }, Math.max(0, eye.script + 750 - performance.now()));
    };
    requestAnimationFrame(started);
  }
})()`;

async function bandIsDark(jpeg: Buffer, cssWidth: number): Promise<boolean> {
  const image = sharp(jpeg);
  const { width = cssWidth } = await image.metadata();
  const scale = width / cssWidth;
  const { data } = await image
    .extract({ left: 0, top: 0, width, height: Math.max(1, Math.round(BAND_PX * scale)) })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (const value of data) sum += value;
  return sum / data.length < DARK_BELOW;
}

async function measure(
  page: Page,
  url: string,
): Promise<Omit<Sample, 'site' | 'route' | 'round' | 'load'>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const frames: { at: number; data: Buffer }[] = [];
  cdp.on('Page.screencastFrame', (frame) => {
    frames.push({ at: frame.metadata.timestamp! * 1000, data: Buffer.from(frame.data, 'base64') });
    void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => {});
  });
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 70, everyNthFrame: 1 });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(2500);
  await cdp.send('Page.stopScreencast');
  const timing = await page.evaluate(() => {
    const w = window as unknown as { __eye: { script?: number; fade?: number } };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    return { origin: performance.timeOrigin, fcp, ...w.__eye };
  });
  const width = page.viewportSize()!.width;
  const dark = await Promise.all(frames.map((frame) => bandIsDark(frame.data, width)));
  // The first frame after which the band stays dark.
  let visibleAt: number | null = null;
  for (let i = frames.length - 1; i >= 0 && dark[i]; i--) visibleAt = frames[i]!.at;
  const rel = (epochMs: number | null) => (epochMs === null ? null : epochMs - timing.origin);
  await cdp.detach();
  return {
    fcp: timing.fcp,
    visible: rel(visibleAt),
    fadeStart: timing.fade ?? null,
    overlayScript: timing.script ?? null,
    frames: frames.length,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function report(samples: Sample[], sites: string[], routes: string[]) {
  const ms = (value: number | null | undefined) =>
    value == null || Number.isNaN(value) ? '–' : Math.round(value);
  const rows = routes.flatMap((route) =>
    sites.map((site) => {
      const mine = samples.filter((s) => s.site === site && s.route === route);
      const gap = mine.map((s) => (s.visible === null ? NaN : s.visible - s.fcp));
      const fade = mine.map((s) => (s.fadeStart === null ? NaN : s.fadeStart - s.fcp));
      const ok = (values: number[]) => values.filter((v) => !Number.isNaN(v));
      return `| \`${route}\` | ${site} | ${ms(median(mine.map((s) => s.fcp)))} | ${ms(median(ok(mine.map((s) => s.visible ?? NaN))))} | **${ms(median(ok(gap)))}** (${gap.map(ms).join(', ')}) | ${ms(median(ok(fade)))} (${fade.map(ms).join(', ')}) | ${ms(median(ok(mine.map((s) => s.overlayScript ?? NaN))))} |`;
    }),
  );
  const loads = samples.map((s) => s.load.toFixed(2));
  return `# What the eye sees: the overlay's clearing after the first paint (${new Date().toISOString().slice(0, 16)} UTC)

\`bench/eye-time.ts\`: Playwright and Chromium, 412×823, 4× CPU, 150 ms and 1.6 Mbps down applied through
CDP, a fresh context per load, a CDP screencast; ${Math.max(...samples.map((s) => s.round))} rounds, each loading every route of
every export in turn. "visible": the first frame after which the top ${BAND_PX} px stay dark (the header
with no overlay above it). "fade start": the overlay's \`overlay-out\` animation's startTime, the
moment its clock started (the overlay is gone 0.8 s later since issue 44, 1.0 s before). Times in ms from navigation;
gaps from FCP: median (each round). 1-minute load when each load began: ${loads.join(', ')}.

| route | export | FCP | visible | visible − FCP | clock start − FCP | overlay script ran |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
}

async function main() {
  const sites = process.argv.slice(2).map((arg) => {
    const [name, dir] = arg.split('=');
    if (!name || !dir || !fs.existsSync(path.join(dir, 'out', 'index.html')))
      throw new Error(`Expected NAME=DIR with DIR/out built, got ${arg}`);
    return { name, dir: path.resolve(dir) };
  });
  if (sites.length === 0) throw new Error('Usage: tsx bench/eye-time.ts NAME=DIR [NAME=DIR…]');
  const routes = process.env.EYE_ROUTES?.split(',') ?? DEFAULT_ROUTES;
  const rounds = Number(process.env.EYE_RUNS || 3);
  const port = Number(process.env.EYE_PORT || 4740);
  const servers = await Promise.all(
    sites.map((site, i) => serve(site.dir, 'firebase.generated.json', port + i)),
  );
  process.on('exit', () => servers.forEach((server) => server.kill()));
  const browser = await chromium.launch(chromiumLaunchOptions());
  const samples: Sample[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const route of routes) {
        for (const [i, site] of sites.entries()) {
          const context = await browser.newContext({
            viewport: { width: 412, height: 823 },
            deviceScaleFactor: 1,
            isMobile: true,
            hasTouch: true,
          });
          await context.addInitScript(PROBE.replace('__BLOCK__', process.env.EYE_BLOCK_MS ?? '0'));
          const page = await context.newPage();
          const load = os.loadavg()[0]!;
          const result = await measure(page, `http://127.0.0.1:${port + i}${route}`);
          samples.push({ site: site.name, route, round, load, ...result });
          console.log(
            `round ${round} ${site.name} ${route}: FCP ${Math.round(result.fcp)}, visible ${result.visible === null ? '–' : Math.round(result.visible - result.fcp)} after, clock ${result.fadeStart === null ? '–' : Math.round(result.fadeStart - result.fcp)} after FCP, load ${load.toFixed(2)}`,
          );
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    servers.forEach((server) => server.kill());
  }
  const target = process.env.EYE_REPORT || path.join(ROOT, 'bench', 'results', 'eye-time.md');
  fs.writeFileSync(
    target,
    report(
      samples,
      sites.map((s) => s.name),
      routes,
    ),
  );
  console.log(`written ${path.relative(ROOT, target)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
