/** @jest-environment node */
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { articleMailUrl } from '@/lib/email/campaign-url';
import { type ArticleMailProps, renderArticleMail, renderMail } from './render';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

const sender = {
  siteUrl: 'https://hanzo.mx',
  legalName: 'Hanzo Consultoría',
  address: 'Ciudad de México, México',
  contactEmail: 'privacidad@hanzo.mx',
};

const facts = {
  ...sender,
  email: 'ana@empresa.mx',
  link: 'https://hanzo.mx/boletin/?confirmar=abc.def&x=1',
};

const article: ArticleMailProps = {
  title: 'Cómo medir los KPI de tu PyME sin perderte en los datos',
  excerpt: 'Cinco indicadores que sí mueven tu negocio, y cómo verlos cada semana.',
  coverUrl: 'https://hanzo.mx/og/blog/kpi-pymes.png',
  articleUrl: articleMailUrl('https://hanzo.mx', '/blog/analisis-de-datos/kpi-pymes/', 'kpi-pymes'),
  categoryName: 'Análisis de datos',
  date: '2026-11-20',
  readTime: '8 min',
};

// --- Reading the HTML as a mail app's parser does ------------------------------------------------

function elements(node: Node): Element[] {
  const children = 'childNodes' in node ? node.childNodes : [];
  const self = 'tagName' in node ? [node] : [];
  return [...self, ...children.flatMap(elements)];
}

const attr = (element: Element, name: string) =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

function dom(html: string) {
  const all = elements(parse(html));
  return {
    all,
    tag: (name: string) => all.filter((element) => element.tagName === name),
    links: () => all.filter((element) => element.tagName === 'a'),
    linkTo: (href: string) => all.filter((e) => e.tagName === 'a' && attr(e, 'href') === href),
  };
}

/** The button's cell: the table cell around the link marked as the button. */
function buttonCell(html: string) {
  const { all } = dom(html);
  const cell = all.find(
    (element) =>
      element.tagName === 'td' &&
      element.childNodes.some(
        (child) => 'tagName' in child && attr(child, 'data-text') === 'button',
      ),
  );
  if (!cell) throw new Error('no button');
  const link = cell.childNodes.find((child): child is Element => 'tagName' in child)!;
  return { cell, link };
}

// --- The link mails -------------------------------------------------------------------------------

describe('the confirmation and the access mail', () => {
  it('say in their subject and first line what they are for', async () => {
    const confirm = await renderMail('confirm', facts);
    expect(confirm.subject).toBe('Confirma tu suscripción al boletín de Hanzo');
    expect(confirm.text.split('\n')[0]).toBe('Confirma tu suscripción al boletín de Hanzo');
    expect(textOf(dom(confirm.html).tag('h1')[0]!)).toBe(
      'Confirma tu suscripción al boletín de Hanzo',
    );
    expect(textOf(dom(confirm.html).tag('title')[0]!)).toBe(confirm.subject);

    const manage = await renderMail('manage', facts);
    expect(manage.subject).toBe('Tu enlace para administrar tu suscripción');
    expect(manage.text.split('\n')[0]).toBe('Tu enlace para administrar tu suscripción');
    expect(textOf(dom(manage.html).tag('h1')[0]!)).toBe(manage.subject);
    expect(manage.text).toContain('Administrar mi suscripción');
    expect(manage.text).not.toContain('Confirma');
  });

  it('say every sentence in both parts: what the link does, when it expires, what ignoring means', async () => {
    const { text, html } = await renderMail('confirm', facts);
    const visible = textOf(parse(html));
    for (const part of [text, visible]) {
      expect(part).toContain('Confirmar mi suscripción');
      expect(part).toContain('El enlace sirve 7 días, en cualquier dispositivo');
      expect(part).toContain('sin tu confirmación no te enviaremos el boletín');
      expect(part).toContain('https://hanzo.mx/boletin/');
      expect(part).toContain('Hanzo Consultoría (Ciudad de México, México)');
    }
  });

  it('carry the link in the button, the fallback line (its text the address itself) and the text part', async () => {
    const { html, text } = await renderMail('confirm', facts);
    const links = dom(html).linkTo(facts.link);
    expect(links).toHaveLength(2);
    expect(attr(links[0]!, 'data-text')).toBe('button');
    expect(textOf(links[1]!)).toBe(facts.link);
    // In the text part, the link stands on a line of its own, under the button's label.
    expect(text).toContain(`\nConfirmar mi suscripción:\n${facts.link}\n`);
  });

  it('link the pages and the address their sentences quote, in the brand colour, underlined', async () => {
    const { html } = await renderMail('manage', facts);
    const page = dom(html);
    for (const [href, shown] of [
      ['https://hanzo.mx/boletin/', 'https://hanzo.mx/boletin/'],
      ['https://hanzo.mx/privacidad/', 'https://hanzo.mx/privacidad/'],
      ['mailto:privacidad@hanzo.mx', 'privacidad@hanzo.mx'],
    ] as const) {
      const [link] = page.linkTo(href);
      expect(link && textOf(link)).toBe(shown);
      expect(attr(link!, 'style')).toMatch(/color:#57593d;.*text-decoration:underline/);
    }
  });

  it('escape what they quote, so an address cannot add markup', async () => {
    const { html } = await renderMail('confirm', {
      ...facts,
      email: '"><img src=x>@ejemplo.mx',
      legalName: 'A & B <S.A.>',
      link: 'https://hanzo.mx/?a=1&b="><script>x</script>',
    });
    expect(html).not.toContain('<img src=x>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;img src=x&gt;@ejemplo.mx');
    expect(html).toContain('A &amp; B &lt;S.A.&gt;');
    expect(dom(html).tag('img')).toHaveLength(0);
    expect(dom(html).tag('script')).toHaveLength(0);
  });

  it('have no image: nothing to block, nothing to track', async () => {
    for (const kind of ['confirm', 'manage'] as const) {
      expect(dom((await renderMail(kind, facts)).html).tag('img')).toHaveLength(0);
    }
  });
});

// --- The layout they share ------------------------------------------------------------------------

describe('the layout of every mail', () => {
  const mails = async () => [
    await renderMail('confirm', facts),
    await renderMail('manage', facts),
    await renderArticleMail(article, sender),
  ];

  it('is Spanish, light only, one column at most 560 px wide, of tables with inline styles', async () => {
    for (const { html } of await mails()) {
      const page = dom(html);
      expect(attr(page.tag('html')[0]!, 'lang')).toBe('es-MX');
      const meta = (name: string) =>
        page.tag('meta').find((element) => attr(element, 'name') === name);
      expect(attr(meta('color-scheme')!, 'content')).toBe('light only');
      expect(attr(meta('viewport')!, 'content')).toBe('width=device-width, initial-scale=1');
      expect(html).toContain('max-width:560px');
      // Outlook on Windows ignores max-width: a table only it reads holds the column at 560 px.
      expect(html).toContain('<!--[if mso]><table role="presentation" width="560"');
      expect(html).toContain('<!--[if mso]></td></tr></table><![endif]-->');
      expect(page.tag('table').every((table) => attr(table, 'role') === 'presentation')).toBe(true);
      expect(html).not.toMatch(/<style|class="|<link /);
      // Colours as Word reads them, and never the `background` shorthand.
      expect(html).not.toMatch(/[";]background:/);
      const painted = page.all.filter((element) => attr(element, 'bgcolor'));
      expect(painted.map((element) => attr(element, 'bgcolor'))).toEqual(
        expect.arrayContaining(['#f7f7f0', '#ffffff', '#57593d', '#b84818']),
      );
      for (const element of painted) {
        expect(attr(element, 'style')).toContain(`background-color:${attr(element, 'bgcolor')}`);
      }
    }
  });

  it('writes in system fonts, Arial first', async () => {
    for (const { html } of await mails()) {
      const stacks = html.split('font-family:').slice(1);
      expect(stacks.length).toBeGreaterThan(0);
      for (const stack of stacks) {
        expect(stack).toMatch(/^Arial, &#x27;Helvetica Neue&#x27;, Helvetica, sans-serif[;"]/);
      }
    }
  });

  it('hides the preheader in the mail, padded so the inbox preview stops after it', async () => {
    const { html } = await renderMail('confirm', facts);
    const preheader = dom(html)
      .tag('div')
      .find((element) => textOf(element).startsWith('Falta un paso para recibir el boletín.'))!;
    expect(attr(preheader, 'style')).toMatch(/display:none/);
    expect(attr(preheader, 'style')).toMatch(/mso-hide:all/);
    expect(attr(preheader, 'style')).toMatch(/font-size:1px/);
    expect(attr(preheader, 'style')).toMatch(/color:transparent/);
    // After the sentence, invisible characters fill the rest of the preview.
    expect(textOf(preheader)).toMatch(/ignora este correo\.[\u00a0\u200b-\u200f\ufeff]{300,}$/);
    // Not in the text part: it would repeat the first paragraph.
    expect((await renderMail('confirm', facts)).text).not.toContain('Falta un paso para recibir');
  });

  it('draws the button as a cell Outlook fills whole: its own padding, its colour, round corners', async () => {
    for (const { html } of await mails()) {
      const { cell, link } = buttonCell(html);
      expect(attr(cell, 'bgcolor')).toBe('#b84818');
      expect(attr(cell, 'align')).toBe('center');
      expect(attr(cell, 'style')).toBe(
        'border-radius:24px;background-color:#b84818;mso-padding-alt:14px 20px',
      );
      // Elsewhere the padded link fills the pill, so all of it can be clicked.
      expect(attr(link, 'style')).toMatch(/display:inline-block;padding:14px 20px;/);
      expect(attr(link, 'style')).toMatch(/color:#ffffff;/);
    }
  });

  it('ends with who writes and why, after a "--" line in the text part', async () => {
    for (const { text } of await mails()) {
      const [body, footer] = text.split('\n--\n');
      expect(body).not.toContain('Te escribe');
      expect(footer).toMatch(/^Te escribe Hanzo Consultoría \(Ciudad de México, México\) porque /);
      expect(footer).toContain('privacidad@hanzo.mx');
      expect(footer?.trimEnd()).toMatch(/https:\/\/hanzo\.mx\/privacidad\/$/);
    }
  });
});

// --- The article mail -----------------------------------------------------------------------------

describe('the mail announcing an article', () => {
  it('is the article: its title as subject and heading, its summary as preheader and lead', async () => {
    const { subject, html, text } = await renderArticleMail(article, sender);
    expect(subject).toBe(article.title);
    expect(textOf(dom(html).tag('h1')[0]!)).toBe(article.title);
    expect(html).toContain(`${article.excerpt}<div>`);
    for (const part of [text, textOf(parse(html))]) {
      expect(part).toContain('Nuevo en el blog de Hanzo');
      expect(part).toContain(article.excerpt);
      expect(part).toContain('Análisis de datos · 20 de noviembre de 2026 · 8 min de lectura');
      expect(part).toContain('¿Quieres elegir qué recibes?');
      expect(part).toContain('¿Ya no quieres estos correos? Date de baja con un clic.');
    }
  });

  it('leads to the article, tagged for the newsletter, from its button, its cover and its text part', async () => {
    const { html, text } = await renderArticleMail(article, sender);
    const links = dom(html).linkTo(article.articleUrl);
    expect(links).toHaveLength(2);
    expect(textOf(buttonCell(html).link)).toBe('Leer el artículo');
    const tags = new URL(article.articleUrl).searchParams;
    expect(tags.get('utm_source')).toBe('boletin');
    expect(tags.get('utm_medium')).toBe('email');
    expect(tags.get('utm_campaign')).toBe('kpi-pymes');
    expect(text).toContain(`\nLeer el artículo:\n${article.articleUrl}\n`);
  });

  it('links the subscription page, to choose what arrives or leave, with the same campaign', async () => {
    const { html, text } = await renderArticleMail(article, sender);
    const href =
      'https://hanzo.mx/boletin/?utm_source=boletin&utm_medium=email&utm_campaign=kpi-pymes';
    const [link] = dom(html).linkTo(href);
    expect(link && textOf(link)).toBe('https://hanzo.mx/boletin/');
    expect(attr(link!, 'style')).toMatch(/color:#57593d;.*text-decoration:underline/);
    expect(text).toContain('Entra a https://hanzo.mx/boletin/ y pide un enlace');
    // Untagged when the article's link is not a newsletter one.
    const plain = await renderArticleMail(
      { ...article, articleUrl: 'https://hanzo.mx/blog/analisis-de-datos/kpi-pymes/' },
      sender,
    );
    // The page, and "Date de baja con un clic" leading there too (no mail tool to unsubscribe at).
    expect(dom(plain.html).linkTo('https://hanzo.mx/boletin/').map(textOf)).toEqual([
      'https://hanzo.mx/boletin/',
      'Date de baja con un clic',
    ]);
  });

  it("leads its one-click unsubscribe to the mail tool's own in a campaign", async () => {
    const { html } = await renderArticleMail(
      { ...article, unsubscribeUrl: '{{ unsubscribe }}' },
      sender,
    );
    expect(dom(html).linkTo('{{ unsubscribe }}').map(textOf)).toEqual(['Date de baja con un clic']);
  });

  it('shows the cover with its alternative text and its size, and no picture without one', async () => {
    const { html, text } = await renderArticleMail(article, sender);
    const [cover, ...others] = dom(html).tag('img');
    expect(others).toHaveLength(0);
    expect(attr(cover!, 'src')).toBe(article.coverUrl);
    expect(attr(cover!, 'alt')).toBe(`Análisis de datos: ${article.title}`);
    // 1200×630 at the text's width: the box is kept while the picture loads, or if it never does.
    expect(attr(cover!, 'width')).toBe('510');
    expect(attr(cover!, 'height')).toBe('268');
    expect(text).not.toContain(article.coverUrl!);

    const bare = await renderArticleMail({ ...article, coverUrl: null }, sender);
    expect(dom(bare.html).tag('img')).toHaveLength(0);
  });

  it('escapes what it quotes', async () => {
    const { html } = await renderArticleMail(
      { ...article, title: 'Datos <b>y</b> "IA"', excerpt: '<img src=x onerror=alert(1)>' },
      sender,
    );
    expect(html).toContain('Datos &lt;b&gt;y&lt;/b&gt; &quot;IA&quot;');
    expect(dom(html).tag('img')).toHaveLength(1);
    expect(dom(html).tag('b')).toHaveLength(0);
  });
});
