/**
 * @jest-environment node
 *
 * The editor's configuration and the blog schema agree: the same fields, required the same way,
 * and every length, pattern, count and choice of the editor accepts exactly what the schema
 * accepts (judged by zod itself on texts around each limit), on made-up values and on every real
 * article.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { blogCategories } from '@/content/blog-categories';
import { cmsText } from '@/content/cms';
import { frontmatterSchema } from '@/lib/blog/schema';
import {
  BODY_FIELD,
  BODY_WIDGET,
  type CmsField,
  articleFields,
  cmsConfig,
  frontmatterJsonSchema,
  lengthPattern,
} from './config';
import { EMPTY_WHEN_UNSET, GROUP_DEFAULTS, OPTIONAL_GROUP_WIDGET } from './names';

const fields = articleFields({ nextId: 42 });
const frontmatterFields = fields.filter((field) => field.name !== BODY_FIELD);

/** The zod schema of a field by its path ("faq.question"), unwrapped from optional and arrays. */
function zodOf(key: string): z.ZodType {
  let schema: z.ZodType = frontmatterSchema;
  for (const part of key.split('.')) {
    let inner = schema;
    while (inner instanceof z.ZodOptional || inner instanceof z.ZodArray) {
      inner = (inner instanceof z.ZodOptional ? inner.unwrap() : inner.element) as z.ZodType;
    }
    schema = (inner as z.ZodObject).shape[part] as z.ZodType;
  }
  return schema;
}

const unwrapOptional = (schema: z.ZodType) =>
  schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;

/** Every field with its path, nested ones included. */
function walk(list: CmsField[], prefix = ''): { key: string; field: CmsField }[] {
  return list.flatMap((field) => {
    const key = prefix ? `${prefix}.${field.name}` : field.name;
    return [{ key, field }, ...walk(field.fields ?? [], key)];
  });
}

const accepts = (pattern: [string, string] | undefined, value: string) =>
  pattern ? new RegExp(pattern[0]).test(value) : true;

describe('the editor has the schema’s fields', () => {
  it('one field per frontmatter field, in the schema’s order, then the text, and nothing else', () => {
    const json = frontmatterJsonSchema();
    expect(frontmatterFields.map((field) => field.name)).toEqual(Object.keys(json.properties!));
    expect(fields.at(-1)).toMatchObject({ name: BODY_FIELD, widget: BODY_WIDGET, required: true });
    for (const { key, field } of walk(frontmatterFields)) {
      const property = key
        .split('.')
        .reduce<ReturnType<typeof frontmatterJsonSchema> | undefined>(
          (schema, part) => (schema?.items ?? schema)?.properties?.[part],
          json,
        );
      expect({ key, exists: Boolean(property) }).toEqual({ key, exists: true });
      if (field.fields) {
        const inner = property?.items ?? property;
        expect(field.fields.map((child) => child.name)).toEqual(Object.keys(inner!.properties!));
      }
    }
  });

  it('required as the schema requires, except what the editor fills in itself', () => {
    const json = frontmatterJsonSchema();
    const required = new Set(json.required);
    for (const field of frontmatterFields) {
      const filledOnSave = field.name in EMPTY_WHEN_UNSET || field.widget === 'hidden';
      expect({ field: field.name, required: field.required }).toEqual({
        field: field.name,
        required: required.has(field.name) && !filledOnSave,
      });
    }
    // Filled on save: a list the schema accepts empty, and the category's name.
    expect(zodOf('relatedPosts').safeParse([]).success).toBe(true);
    expect(frontmatterFields.find((field) => field.name === 'categoryName')?.widget).toBe('hidden');
  });

  it('an optional group asks for its fields together, with defaults for its switches', () => {
    const groups = frontmatterFields.filter((field) => field.widget === OPTIONAL_GROUP_WIDGET);
    expect(groups.map((field) => field.name)).toEqual(Object.keys(GROUP_DEFAULTS));
    for (const group of groups) {
      const schema = unwrapOptional(zodOf(group.name)) as z.ZodObject;
      const requiredInSchema = Object.entries(schema.shape)
        .filter(([, inner]) => !(inner instanceof z.ZodOptional))
        .map(([name]) => name);
      const switches = group.fields!.filter((field) => field.widget === 'boolean');
      expect([...group.required_fields!, ...switches.map((field) => field.name)].sort()).toEqual(
        requiredInSchema.sort(),
      );
      expect(Object.keys(GROUP_DEFAULTS[group.name]!).sort()).toEqual(
        switches.map((field) => field.name).sort(),
      );
      expect(group.fields!.every((field) => field.required === false)).toBe(true);
    }
  });
});

describe('every rule of the editor accepts exactly what the schema accepts', () => {
  const texts = walk(frontmatterFields).filter(({ field }) =>
    ['string', 'text'].includes(field.widget),
  );

  it.each(texts.map(({ key, field }) => [key, field] as const))(
    '%s: texts around its length limits',
    (key, field) => {
      const schema = unwrapOptional(zodOf(key));
      const json = z.toJSONSchema(schema, { io: 'input' }) as {
        minLength?: number;
        maxLength?: number;
      };
      if (json.minLength === undefined || json.maxLength === undefined) return;
      expect(field.pattern?.[1]).toBe(cmsText.messages.length(json.minLength, json.maxLength));
      const lengths = [json.minLength - 1, json.minLength, json.maxLength, json.maxLength + 1];
      for (const length of lengths) {
        for (const value of [
          'a'.repeat(length),
          `  ${'á'.repeat(length)}\n`,
          `a${' '.repeat(Math.max(0, length - 2))}b`,
        ]) {
          expect({ value, editor: accepts(field.pattern, value) }).toEqual({
            value,
            editor: schema.safeParse(value).success,
          });
        }
      }
    },
  );

  it('slug, chat name and date: the schema’s own patterns, with a Spanish message', () => {
    const byKey = new Map(walk(frontmatterFields).map(({ key, field }) => [key, field]));
    const json = frontmatterJsonSchema();
    expect(byKey.get('slug')?.pattern).toEqual([
      json.properties!.slug!.pattern,
      cmsText.messages.slug,
    ]);
    expect(byKey.get('date')?.pattern).toEqual([
      json.properties!.date!.pattern,
      cmsText.messages.date,
    ]);
    expect(byKey.get('date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD' });
    expect(byKey.get('floatingChat.ctaName')?.pattern).toEqual([
      json.properties!.floatingChat!.properties!.ctaName!.pattern,
      cmsText.messages.ctaName,
    ]);
    for (const [key, values] of [
      ['slug', ['kpis-para-tu-negocio', 'KPIs', 'a--b', '-a', 'año', 'a b']],
      ['floatingChat.ctaName', ['chat_ventas', 'Chat', 'chat-ventas', '']],
      ['references.url', ['https://www.inegi.org.mx/', 'http://a.mx', 'inegi.org.mx', 'ftp://x']],
    ] as const) {
      for (const value of values) {
        const field = byKey.get(key)!;
        expect({ key, value, editor: accepts(field.pattern, value) }).toEqual({
          key,
          value,
          // The editor is at least as strict as the schema (its URL rule wants http or https).
          editor: value === 'ftp://x' ? false : unwrapOptional(zodOf(key)).safeParse(value).success,
        });
      }
    }
  });

  it('lists: the schema’s counts and item rules', () => {
    for (const { key, field } of walk(frontmatterFields).filter(
      ({ field }) => field.widget === 'list',
    )) {
      const json = z.toJSONSchema(unwrapOptional(zodOf(key)), { io: 'input' }) as {
        minItems?: number;
        maxItems?: number;
      };
      expect({ key, min: field.min, max: field.max }).toEqual({
        key,
        min: json.minItems,
        max: json.maxItems,
      });
    }
    const tags = frontmatterFields.find((field) => field.name === 'tags')!;
    expect(tags.field?.pattern?.[0]).toBe(lengthPattern(2, 40));
  });

  it('the category: one choice per category of content/blog-categories.ts', () => {
    expect(frontmatterFields.find((field) => field.name === 'category')?.options).toEqual(
      blogCategories.map((category) => ({ label: category.name, value: category.slug })),
    );
  });

  it('the number: a whole number from 1, the next free one proposed', () => {
    expect(frontmatterFields.find((field) => field.name === 'id')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
      default: 42,
    });
  });

  it('every real article passes every rule of the editor', () => {
    const dir = path.join(__dirname, '..', 'content', 'blog');
    const files = fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.md'));
    expect(files.length).toBeGreaterThan(5);
    for (const name of files) {
      const { data } = matter(fs.readFileSync(path.join(dir, name), 'utf8'), {
        engines: { yaml: (text: string) => parseYaml(text) as object },
      });
      for (const { key, field } of walk(frontmatterFields)) {
        const values = key
          .split('.')
          .reduce<unknown[]>(
            (found, part) =>
              found
                .flatMap((value) => (Array.isArray(value) ? value : [value]))
                .map((value) => (value as Record<string, unknown> | undefined)?.[part]),
            [data],
          )
          .flatMap((value) => (Array.isArray(value) ? value : [value]))
          .filter((value): value is string => typeof value === 'string');
        const pattern = field.pattern ?? field.field?.pattern;
        for (const value of values) {
          expect({ name, key, value, ok: accepts(pattern, value) }).toEqual({
            name,
            key,
            value,
            ok: true,
          });
        }
      }
    }
  });
});

describe('the editor’s configuration', () => {
  const config = cmsConfig({
    backend: {
      repo: 'hanzo/sitio',
      branch: 'main',
      authSiteDomain: 'hanzo-cms.netlify.app',
      authScope: 'public_repo',
      localBackendUrl: null,
    },
    siteUrl: 'https://hanzo.mx',
    nextId: 10,
  });

  it('saves through review, in Spanish, where the build reads articles and serves images', () => {
    expect(config).toMatchObject({
      locale: 'es',
      publish_mode: 'editorial_workflow',
      media_folder: 'public/images/blog',
      public_folder: '/images/blog',
      backend: {
        name: 'github',
        repo: 'hanzo/sitio',
        base_url: 'https://api.netlify.com',
        site_domain: 'hanzo-cms.netlify.app',
        // Without it Decap asks GitHub for `repo`: every repository the owner can reach.
        auth_scope: 'public_repo',
      },
    });
    expect(config).not.toHaveProperty('local_backend');
    const [collection] = config.collections;
    expect(collection).toMatchObject({
      folder: 'content/blog',
      media_folder: '/public/images/blog',
      public_folder: '/images/blog',
      path: '{{category}}/{{slug}}',
      slug: '{{fields.slug}}',
      extension: 'md',
      format: 'frontmatter',
      delete: false,
    });
  });

  it('shows the text’s preview sanitised: no raw HTML of a branch runs in the owner’s editor', () => {
    const body = config.collections[0]?.fields.find((field) => field.name === 'body');
    expect(body).toMatchObject({ widget: BODY_WIDGET, sanitize_preview: true });
  });

  it('uses the local backend only when given one', () => {
    const local = cmsConfig({
      backend: {
        repo: null,
        branch: 'main',
        authSiteDomain: null,
        authScope: 'public_repo',
        localBackendUrl: 'http://127.0.0.1:8081/api/v1',
      },
      siteUrl: 'https://hanzo.mx',
      nextId: 1,
    });
    expect(local.local_backend).toEqual({
      url: 'http://127.0.0.1:8081/api/v1',
      allowed_hosts: ['127.0.0.1'],
    });
  });
});

describe('lengthPattern', () => {
  it('counts the trimmed text, as the schema does', () => {
    const pattern = new RegExp(lengthPattern(3, 5));
    expect(['abc', ' abc ', 'a b c', 'abcde', '\tabcde\n']).toEqual(
      ['abc', ' abc ', 'a b c', 'abcde', '\tabcde\n'].filter((value) => pattern.test(value)),
    );
    for (const value of ['ab', ' ab ', 'abcdef', '     ', ''])
      expect(pattern.test(value)).toBe(false);
  });
});
