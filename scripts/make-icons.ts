// Renders the PNG app icons from public/logo.svg with Chromium. Run after changing the logo:
// npx tsx scripts/make-icons.ts
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

const root = path.resolve(__dirname, '..');
const svg = fs.readFileSync(path.join(root, 'public', 'logo.svg'), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const icons = [
  { file: 'public/icons/icon-192.png', size: 192, padding: 0, background: 'transparent' },
  { file: 'public/icons/icon-512.png', size: 512, padding: 0, background: 'transparent' },
  // Maskable icons keep the mark inside the central safe zone on a full-bleed background.
  { file: 'public/icons/icon-maskable-512.png', size: 512, padding: 0.2, background: '#57593d' },
  { file: 'app/apple-icon.png', size: 180, padding: 0.08, background: '#57593d' },
  { file: '.test-output/favicon-32.png', size: 32, padding: 0, background: 'transparent' },
];

async function renderIcons() {
  const browser = await chromium.launch(chromiumLaunchOptions());
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inset = Math.round(icon.size * icon.padding);
    await page.setContent(
      `<html><body style="margin:0;background:${icon.background}">` +
        `<img src="${dataUrl}" style="position:absolute;inset:${inset}px;width:${icon.size - 2 * inset}px;height:${icon.size - 2 * inset}px"></body></html>`,
    );
    await page.screenshot({
      path: path.join(root, icon.file),
      omitBackground: icon.background === 'transparent',
    });
    await page.close();
    console.log(icon.file);
  }
  await browser.close();
}

// favicon.ico for clients that ask for it by name: an ICO container around the 32 px PNG.
function writeFavicon() {
  const png = fs.readFileSync(path.join(root, '.test-output/favicon-32.png'));
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(32, 6); // width
  header.writeUInt8(32, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  fs.writeFileSync(path.join(root, 'app/favicon.ico'), Buffer.concat([header, png]));
  console.log('app/favicon.ico');
}

renderIcons().then(writeFavicon, (error) => {
  console.error(error);
  process.exit(1);
});
