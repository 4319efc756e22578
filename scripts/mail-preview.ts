// Writes the newsletter's three mails (HTML and text) to a folder, to look at them in a browser or
// paste the article's into the mail tool: the confirmation and the access mail with a sample
// address and link, and the mail announcing an article (the newest published one, or --article
// SLUG), with the site's settings as the production build reads them.
//   npx tsx scripts/mail-preview.ts OUT_DIR [--article SLUG]
import fs from 'node:fs';
import path from 'node:path';
import type { SenderFacts } from '@/content/newsletter-mail';
import { buildSiteConfigJson, loadBuildEnv } from '@/lib/config/build-env';
import type { SiteConfig } from '@/lib/config/site-env';
import { articleMailUrl } from '@/lib/email/campaign-url';
import { type RenderedMail, renderArticleMail, renderMail } from '../functions/src/mail/render';

async function main(outDir: string, slug: string | undefined) {
  const json = buildSiteConfigJson(loadBuildEnv());
  const site = JSON.parse(json) as SiteConfig;
  // The blog's module reads the settings as the pages do (lib/config/site-config.ts).
  process.env.HANZO_SITE_CONFIG = json;
  const { articleImagePath, getPublishedArticles } = await import('@/lib/blog/articles');
  const sender: SenderFacts = {
    siteUrl: site.url,
    legalName: site.legalName,
    address: site.address,
    contactEmail: site.contactEmail,
  };
  const article = getPublishedArticles().find((candidate) => !slug || candidate.slug === slug);
  if (!article) throw new Error(`No hay un artículo publicado ${slug ? `“${slug}”` : ''}`);
  // A link shaped like the one Firebase's Admin SDK makes.
  const link = `${site.url}/__/auth/action?apiKey=clave&mode=signIn&oobCode=codigo-de-un-solo-uso&continueUrl=${encodeURIComponent(`${site.url}/boletin/`)}&lang=es`;
  const facts = { ...sender, email: 'nombre@ejemplo.mx', link };
  const mails: Record<string, RenderedMail> = {
    confirm: await renderMail('confirm', facts),
    manage: await renderMail('manage', facts),
    article: await renderArticleMail(
      {
        title: article.title,
        excerpt: article.excerpt,
        coverUrl: new URL(articleImagePath(article), `${site.url}/`).href,
        articleUrl: articleMailUrl(site.url, article.path, article.slug),
        categoryName: article.categoryName,
        date: article.date,
        readTime: article.readTime,
      },
      sender,
    ),
  };
  fs.mkdirSync(outDir, { recursive: true });
  for (const [name, mail] of Object.entries(mails)) {
    fs.writeFileSync(path.join(outDir, `${name}.html`), mail.html);
    fs.writeFileSync(path.join(outDir, `${name}.txt`), `Asunto: ${mail.subject}\n\n${mail.text}`);
  }
  console.log(`✔ Correos en ${outDir}: ${Object.keys(mails).join(', ')} (.html y .txt)`);
}

const [outDir] = process.argv
  .slice(2)
  .filter((arg, i, args) => !arg.startsWith('--') && args[i - 1] !== '--article');
const slugAt = process.argv.indexOf('--article');
if (!outDir) {
  console.error('Uso: npx tsx scripts/mail-preview.ts CARPETA [--article SLUG]');
  process.exit(1);
}
main(outDir, slugAt > 0 ? process.argv[slugAt + 1] : undefined).catch((error: unknown) => {
  console.error('✘', error instanceof Error ? error.message : error);
  process.exit(1);
});
