/** @jest-environment node */
/**
 * The dark theme changes colours only. The site sweep (e2e/site.sweep.spec.ts) walks each page's
 * layout in the light theme alone and switches to dark only for axe's colour rules: that is sound
 * while no `dark:` variant and no `.dark` rule changes anything a layout walk measures (sizes,
 * places, what shows) or which elements count as boxes for it (a background, a visible border).
 * This test fails the day one does.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
/** Where the site's classes and styles are written (tests aside, they style nothing). */
const SOURCE_DIRS = ['app', 'components', 'lib', 'content'];

/**
 * The `dark:` classes that change something besides colour, each in the one file that may use
 * it, and why it moves nothing the layout walk measures.
 */
const EXCEPTIONS = [
  {
    file: 'components/layout/theme-toggle.tsx',
    classes: ['dark:hidden', 'dark:block'],
    why: 'the toggle shows the sun instead of the moon: two icons of one size (checked below) in one place',
  },
  {
    file: 'components/illustrations/head-illustration.tsx',
    classes: ['dark:ring-1'],
    why: 'a 1 px ring is a box shadow: it takes no room, and the frame has a background in both themes',
  },
];

/** Utilities whose value is a colour (`text-white`, `ring-brand-300/10`); `text-sm` is not. */
const COLOUR_UTILITIES = [
  'text',
  'bg',
  'border',
  'border-x',
  'border-y',
  'border-s',
  'border-e',
  'border-t',
  'border-r',
  'border-b',
  'border-l',
  'outline',
  'ring',
  'ring-offset',
  'inset-ring',
  'fill',
  'stroke',
  'decoration',
  'divide',
  'placeholder',
  'caret',
  'accent',
  'shadow',
  'inset-shadow',
  'from',
  'via',
  'to',
];
/** Filters that recolour pixels without moving them, and the colour scheme of form controls. */
const COLOUR_ONLY = [
  /^invert(-\d+)?$/,
  /^-?hue-rotate-\d+$/,
  /^scheme-\w+$/,
  /^\[color-scheme:\w+\]$/,
];
/** What a `.dark { … }` rule may set besides custom properties holding a colour. */
const COLOUR_PROPERTIES = new Set([
  'color',
  'color-scheme',
  'background-color',
  'border-color',
  'outline-color',
  'text-decoration-color',
  'caret-color',
  'accent-color',
  'fill',
  'stroke',
]);
const COLOUR_VALUE = /^(#[0-9a-f]{3,8}|(rgba?|hsla?|oklch|oklab|lab|lch|color-mix)\(.*\))$/i;

/** Every colour name the theme defines (`white`, `brand-300`, `ink-muted`…): Tailwind's and ours. */
function themeColours(): Set<string> {
  const css = ['node_modules/tailwindcss/theme.css', 'app/globals.css']
    .map((file) => fs.readFileSync(path.join(ROOT, file), 'utf8'))
    .join('\n');
  const names = [...css.matchAll(/--color-([a-z0-9-]+)\s*:/g)].map((match) => match[1]!);
  return new Set([...names, 'transparent', 'current', 'inherit']);
}
const COLOURS = themeColours();

function isColourValue(value: string): boolean {
  const [colour = '', opacity] = value.split('/');
  if (opacity !== undefined && !/^(\d+|\[[\d.%]+\])$/.test(opacity)) return false;
  return (
    COLOURS.has(colour) ||
    /^\[(#[0-9a-f]{3,8}|(rgba?|hsla?|oklch|oklab)\([^\]]*\))\]$/i.test(colour) ||
    /^\(--[\w-]+\)$/.test(colour)
  );
}

/** The colour utility a class sets (`bg`, `border-t`…), or null when it sets something else. */
function colourUtility(utility: string): string | null {
  const bare = utility.replace(/^!|!$/g, '');
  const prefixes = COLOUR_UTILITIES.filter((prefix) => bare.startsWith(`${prefix}-`));
  // The longest prefix first: `border-t-brand-300` is a top border's colour.
  for (const prefix of prefixes.sort((a, b) => b.length - a.length)) {
    if (isColourValue(bare.slice(prefix.length + 1))) return prefix;
  }
  return null;
}

interface DarkClass {
  file: string;
  line: number;
  token: string;
  /** The variants besides `dark`, in order (`hover`, `aria-[current]`…). */
  variants: string[];
  utility: string;
  /** The classes written with it: the string literal it sits in (or its line). */
  siblings: string[];
}

/** Splits a class at the colons outside brackets: variants first, the utility last. */
function splitClass(token: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of token) {
    if (char === '[' || char === '(') depth += 1;
    if (char === ']' || char === ')') depth -= 1;
    if (char === ':' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  return [...parts, current];
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    if (!/\.(tsx?|css|mdx?)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [relative];
  });
}

/** Every class with a `dark` variant in the site's sources, with the classes around it. */
function darkClasses(files: string[]): DarkClass[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((text, index) => {
        const literals = [...text.matchAll(/(["'`])(.*?)\1/g)].map((match) => ({
          start: match.index!,
          end: match.index! + match[0].length,
          body: match[2]!,
        }));
        return [...text.matchAll(/(?<=^|[\s"'`{])(?:[^\s"'`{}:]+:)*dark:[^\s"'`{}]+/g)].map(
          (match) => {
            const token = match[0].replace(/[,;]+$/, '');
            const parts = splitClass(token);
            const literal = literals.find(
              ({ start, end }) => start <= match.index! && match.index! < end,
            );
            return {
              file,
              line: index + 1,
              token,
              variants: parts.slice(0, -1).filter((variant) => variant !== 'dark'),
              utility: parts.at(-1)!,
              siblings: (literal?.body ?? text).split(/\s+/).filter(Boolean),
            };
          },
        );
      }),
  );
}

const where = (found: DarkClass) => `${found.file}:${found.line}: ${found.token}`;
const isException = (found: DarkClass) =>
  EXCEPTIONS.some(({ file, classes }) => file === found.file && classes.includes(found.token));

/**
 * The background or border colour a dark class sets must have a light one under the same
 * variants: otherwise the element is a box for the layout walk in one theme only.
 */
function lacksLightBox(found: DarkClass): boolean {
  const utility = colourUtility(found.utility);
  if (utility === null || !/^(bg|border(-[xysetrbl])?)$/.test(utility)) return false;
  return !found.siblings.some((sibling) => {
    const parts = splitClass(sibling);
    const variants = parts.slice(0, -1);
    return (
      !variants.includes('dark') &&
      variants.join(':') === found.variants.join(':') &&
      colourUtility(parts.at(-1)!) === utility &&
      !/-transparent(\/|$)/.test(parts.at(-1)!)
    );
  });
}

/** The rules of a style sheet whose selector names `.dark`, with their declarations. */
function darkRules(css: string): { selector: string; declarations: string[] }[] {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...plain.matchAll(/([^{};]+)\{([^{}]*)\}/g)]
    .map((match) => ({
      selector: match[1]!.trim(),
      declarations: match[2]!
        .split(';')
        .map((declaration) => declaration.trim())
        .filter(Boolean),
    }))
    .filter(({ selector }) => /\.dark\b/.test(selector));
}

const files = SOURCE_DIRS.flatMap(sourceFiles);
const found = darkClasses(files);

describe('the dark theme changes colours only', () => {
  it('finds the dark variants in the sources (the scan works)', () => {
    expect(found.length).toBeGreaterThan(100);
    expect(found.map((item) => item.token)).toEqual(
      expect.arrayContaining(['dark:text-brand-100', 'dark:hover:bg-white/5', 'dark:invert']),
    );
  });

  it('every dark variant sets a colour, a colour-only filter or the colour scheme', () => {
    const others = found.filter(
      (item) =>
        !isException(item) &&
        colourUtility(item.utility) === null &&
        !COLOUR_ONLY.some((pattern) => pattern.test(item.utility)),
    );
    expect(others.map(where)).toEqual([]);
  });

  it('a dark background or border colour replaces a light one under the same variants', () => {
    expect(found.filter(lacksLightBox).map(where)).toEqual([]);
  });

  it('each exception is still in use, and only in its file', () => {
    for (const { file, classes } of EXCEPTIONS) {
      for (const token of classes) {
        const uses = found.filter((item) => item.token === token);
        expect(uses.map((item) => item.file)).toEqual([file]);
      }
    }
  });

  it('the theme toggle swaps two icons of one size', () => {
    const icons = found.filter((item) => item.file === 'components/layout/theme-toggle.tsx');
    const sizes = icons.map((icon) => icon.siblings.filter((name) => /^size-/.test(name)));
    expect(sizes).toHaveLength(2);
    expect(sizes[0]).toHaveLength(1);
    expect(sizes[1]).toEqual(sizes[0]);
  });

  it('a .dark rule sets colours only: colour properties and custom properties holding a colour', () => {
    const sheets = files.filter((file) => file.endsWith('.css'));
    const rules = sheets.flatMap((file) =>
      darkRules(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((rule) => ({ file, ...rule })),
    );
    expect(rules.length).toBeGreaterThan(0);
    const others = rules.flatMap(({ file, selector, declarations }) =>
      declarations
        .filter((declaration) => {
          const [property = '', ...rest] = declaration.split(':');
          const value = rest.join(':').trim();
          if (property.startsWith('--')) return !COLOUR_VALUE.test(value);
          return !COLOUR_PROPERTIES.has(property.trim());
        })
        .map((declaration) => `${file}: ${selector} { ${declaration} }`),
    );
    expect(others).toEqual([]);
  });

  it('tells colour classes from others', () => {
    const dark = (utility: string) => `dark:${utility}`;
    const sample = (token: string, siblings: string[] = []): DarkClass => {
      const parts = splitClass(token);
      return {
        file: 'x.tsx',
        line: 1,
        token,
        variants: parts.slice(0, -1).filter((variant) => variant !== 'dark'),
        utility: parts.at(-1)!,
        siblings: [...siblings, token],
      };
    };
    for (const colour of ['text-brand-100', 'ring-white/10', 'border-t-accent-300', 'fill-ink']) {
      expect(colourUtility(sample(dark(colour)).utility)).not.toBeNull();
    }
    for (const other of ['text-sm', 'ring-1', 'border-2', 'p-4', 'shadow-lg', 'hidden']) {
      expect(colourUtility(sample(dark(other)).utility)).toBeNull();
    }
    expect(lacksLightBox(sample(dark('bg-brand-900'), ['bg-brand-100']))).toBe(false);
    expect(lacksLightBox(sample(dark('bg-brand-900'), ['text-ink']))).toBe(true);
    expect(lacksLightBox(sample(dark('hover:bg-white/5'), ['bg-surface']))).toBe(true);
    expect(lacksLightBox(sample(dark('border-brand-300'), ['border-transparent']))).toBe(true);
  });
});
