import { bodyProblems } from '@/lib/blog/body';

const words = (count: number) => Array.from({ length: count }, (_, i) => `palabra${i}`).join(' ');

describe('bodyProblems (the build and the editor refuse the same text)', () => {
  it('accepts a text of 50 words or more with subtitles and site images with alt text', () => {
    expect(
      bodyProblems(`${words(50)}\n\n## Subtítulo\n\n![Un tablero de ventas](/images/blog/a.png)`),
    ).toEqual([]);
  });

  it('refuses a short text, a level-1 heading, an image without alt text or from elsewhere', () => {
    expect(bodyProblems(words(49))).toEqual([
      'el cuerpo del artículo está vacío o es demasiado corto (mínimo 50 palabras)',
    ]);
    expect(bodyProblems(`# Título\n\n${words(50)}`)).toEqual([
      'el cuerpo no debe usar "#": el título es el único h1 de la página',
    ]);
    expect(bodyProblems(`${words(50)}\n\n![ ](/images/blog/a.png)`)).toEqual([
      'la imagen /images/blog/a.png no tiene texto alternativo',
    ]);
    expect(bodyProblems(`${words(50)}\n\n![Gráfica](https://ejemplo.com/a.png "Ventas")`)).toEqual([
      'la imagen https://ejemplo.com/a.png no está en el sitio: súbela desde el editor',
    ]);
  });

  it.each([
    ['protocol-relative', '//ejemplo.com/a.png', '//ejemplo.com/a.png'],
    ['a backslash after the slash', '/\\ejemplo.com/a.png', '/\\ejemplo.com/a.png'],
    ['an escaped backslash', '/\\\\ejemplo.com/a.png', '/\\ejemplo.com/a.png'],
    ['a slash written as an entity', '/&#47;ejemplo.com/a.png', '//ejemplo.com/a.png'],
    ['a backslash written as an entity', '/&bsol;ejemplo.com/a.png', '/\\ejemplo.com/a.png'],
  ])('refuses an image from another site written %s', (_, written, address) => {
    expect(bodyProblems(`${words(50)}\n\n![Gráfica](${written})`)).toEqual([
      `la imagen ${address} no está en el sitio: súbela desde el editor`,
    ]);
  });

  it('judges a reference image by its definition, and a heading underlined with =', () => {
    expect(bodyProblems(`${words(50)}\n\n![Gráfica][g]\n\n[g]: //ejemplo.com/a.png`)).toEqual([
      'la imagen //ejemplo.com/a.png no está en el sitio: súbela desde el editor',
    ]);
    expect(bodyProblems(`${words(50)}\n\n![Gráfica][g]\n\n[g]: /images/blog/a.png`)).toEqual([]);
    expect(bodyProblems(`Título\n===\n\n${words(50)}`)).toEqual([
      'el cuerpo no debe usar "#": el título es el único h1 de la página',
    ]);
  });

  it('ignores what sits in code blocks', () => {
    expect(bodyProblems(`${words(50)}\n\n\`\`\`\n# comentario\n![](x.png)\n\`\`\``)).toEqual([]);
  });
});
