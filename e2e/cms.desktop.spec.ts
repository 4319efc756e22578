/**
 * The article editor (Decap CMS) against its local backend: decap-server over a throw-away git
 * repository with a copy of the articles (editor/local-backend.ts, started by Playwright's
 * webServer), in git mode, so saving makes a branch as on GitHub. The editor is served on its own
 * origin, as by its own Hosting site (decision 16). The owner's path: the site's /cms/ leads to
 * the editor, sign in, write an article through the editor's screens, see a refused field's
 * Spanish message, save; then the Markdown file on the article's branch is read and parsed by the
 * build's own schema, with the collection checks and the Markdown rendering the build runs.
 */
import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { cmsText, decapPhrases } from '../content/cms';
import { renderMarkdown } from '../lib/blog/markdown';
import { checkCollection, parseArticle } from '../lib/blog/schema';
import { cmsRepoDir } from '../editor/local-backend';
import { editorUrl } from '../testing/env';
import { expect, test } from './fixtures';

// The editor has neither the site's loading overlay nor its cookie banner.
test.use({ skipOverlay: false, storedConsent: null });

const repo = cmsRepoDir();
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });

/**
 * The articles on the repository's main branch, as the build would read them (from git: the
 * server checks branches out in its work tree while it saves).
 */
function publishedArticles() {
  return git('ls-tree', '-r', '--name-only', 'main', 'content/blog')
    .split('\n')
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ file, article: parseArticle(git('show', `main:${file}`), file) }));
}

/** A field's input, found by its label as the owner reads it. */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The box of a field (label, input, hint and its error messages): the innermost with its label. */
const fieldBox = (page: Page, label: string): Locator =>
  page
    .getByLabel(decapPhrases.editor.editorControl.field.widgetLabel, { exact: true })
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();

/** A 1×1 PNG, uploaded as the article's image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const IMAGE = 'grafica-ventas.png';

const body = [
  'Medir bien es el primer paso para decidir mejor. En este artículo te contamos cómo elegir',
  'los indicadores de tu negocio, dónde encontrar los datos que ya tienes y cada cuánto',
  'revisarlos con tu equipo para que las cifras se conviertan en decisiones concretas.',
  '',
  '## Empieza por una pregunta',
  '',
  'Antes de abrir una hoja de cálculo, escribe qué decisión quieres tomar este mes y qué dato',
  'te ayudaría a tomarla. Con esa pregunta clara, el resto del trabajo se vuelve sencillo.',
].join('\n');

test('the owner writes an article in the editor and it is saved as the build expects', async ({
  page,
  cspViolations,
}) => {
  const slug = `indicadores-prueba-${Date.now()}`;

  // The site's /cms/ sends the owner to the editor, on an origin of its own.
  await page.goto('/cms/');
  const landed = new URL(page.url());
  expect(`${landed.origin}${landed.pathname}`).toBe(editorUrl());
  expect(landed.origin).not.toBe(new URL(test.info().project.use.baseURL ?? '').origin);
  await expect(page).toHaveTitle(cmsText.pageTitle);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('link', { name: 'Nuevo artículo' }).click();

  // A refused field: the Spanish message under it, and nothing saved.
  await field(page, 'Título').fill('Corto');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(fieldBox(page, 'Título').getByText(cmsText.messages.length(10, 120))).toBeVisible();
  // The text is judged by the build's own check (lib/blog/body.ts), under its field.
  await expect(
    fieldBox(page, cmsText.body.label).getByText(/demasiado corto \(mínimo 50 palabras\)/),
  ).toBeVisible();
  expect(git('branch', '--list', '--format=%(refname:short)')).not.toContain(slug);

  await field(page, 'Título').clear();
  await field(page, 'Título').fill('Cómo elegir los indicadores de tu negocio');
  await field(page, 'Título para buscadores').fill('Cómo elegir los indicadores de tu negocio');
  await field(page, 'Descripción para buscadores').fill(
    'Una guía breve para elegir los indicadores de tu negocio y revisarlos con tu equipo cada mes.',
  );
  await field(page, 'Resumen').fill(
    'Elige pocos indicadores, bien calculados y revisados a tiempo.',
  );
  await field(page, 'Categoría').fill('Análisis');
  await page.keyboard.press('Enter');
  await field(page, 'Fecha de publicación').fill('2026-11-20');
  await field(page, 'Autor').fill('Equipo Hanzo');
  await field(page, 'Sobre el autor').fill('Consultores de datos para PyMEs en México.');
  await page.getByRole('button', { name: 'Agregar etiqueta' }).click();
  await page.getByRole('textbox', { name: 'Etiqueta', exact: true }).fill('indicadores');
  await page.getByRole('button', { name: 'Agregar palabra clave' }).click();
  await page
    .getByRole('textbox', { name: 'Palabra clave', exact: true })
    .fill('indicadores para PyMEs');
  await field(page, 'Dirección del artículo').fill(slug);
  // The Markdown mode: a plain text box, as a developer would paste an article.
  const bodyBox = fieldBox(page, cmsText.body.label);
  await bodyBox.getByRole('switch').click();
  await bodyBox.getByRole('textbox').fill(body);
  // Back to the rich text, an image uploaded through the media library, with its description.
  await bodyBox.getByRole('switch').click();
  await bodyBox.getByRole('button', { name: 'Insertar' }).click();
  await page.getByRole('menuitem', { name: cmsText.image.label }).click();
  await page.getByRole('button', { name: 'Elige una imagen' }).click();
  // "Subir nuevo" is the label of the library's file input.
  await page
    .getByLabel('Subir nuevo')
    .setInputFiles({ name: IMAGE, mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(IMAGE)).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar selección' }).click();
  await field(page, cmsText.image.alt).fill('Gráfica de ventas por mes');

  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible({ timeout: 15_000 });

  // The file on the article's branch, as a pull request would carry it.
  const branches = git('branch', '--list', '--format=%(refname:short)').split('\n');
  const branch = branches.find((name) => name.endsWith(slug));
  expect(branch, branches.join(', ')).toBeDefined();
  const file = `content/blog/analisis-de-datos/${slug}.md`;
  const source = git('show', `${branch}:${file}`);
  const article = parseArticle(source, file);
  expect(article).toMatchObject({
    title: 'Cómo elegir los indicadores de tu negocio',
    category: 'analisis-de-datos',
    categoryName: 'Análisis de datos',
    date: '2026-11-20',
    tags: ['indicadores'],
    slug,
    featured: false,
  });
  expect(() => checkCollection([...publishedArticles(), { file, article }])).not.toThrow();
  const html = renderMarkdown(article.body);
  expect(html).toContain('<h2 id="empieza-por-una-pregunta">');
  // The image where the site serves it, described, and its file on the same branch.
  expect(html).toContain(
    `<img src="/images/blog/${IMAGE}" alt="Gráfica de ventas por mes" loading="lazy"`,
  );
  expect(git('cat-file', '-t', `${branch}:public/images/blog/${IMAGE}`).trim()).toBe('blob');
  expect(cspViolations).toEqual([]);
});
