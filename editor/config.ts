import { z } from 'zod';
import { blogCategories } from '@/content/blog-categories';
import { type CmsFieldText, cmsText } from '@/content/cms';
import { frontmatterSchema } from '@/lib/blog/schema';
import {
  BODY_WIDGET,
  CMS_COLLECTION,
  OPTIONAL_GROUP_WIDGET,
  PREVIEW_STATUS_CONTEXT,
} from './names';

export { BODY_WIDGET, CMS_COLLECTION };

/**
 * The configuration of the article editor (Decap CMS), generated from the blog schema:
 * z.toJSONSchema(frontmatterSchema) gives every frontmatter field with its type, whether it is
 * required, its lengths, patterns, item counts and allowed values, and each becomes the matching
 * Decap widget with the same rules. Nothing is written by hand per field except its Spanish label
 * and hint (content/cms.ts) and the few widgets the schema cannot imply (a relation to the other
 * articles, a hidden category name). editor/build.ts writes it to out-cms/config.yml at
 * build time; editor/config.test.ts fails when the two disagree.
 */

/** The JSON Schema subset zod writes for the frontmatter. */
export interface JsonSchema {
  type?: string;
  enum?: string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  exclusiveMinimum?: number;
  minimum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** A Decap CMS field (the options this editor uses). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  default?: unknown;
  pattern?: [string, string];
  min?: number;
  max?: number;
  step?: number;
  value_type?: 'int';
  options?: { label: string; value: string }[];
  field?: CmsField;
  fields?: CmsField[];
  collapsed?: boolean;
  summary?: string;
  label_singular?: string;
  allow_add?: boolean;
  multiple?: boolean;
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  options_length?: number;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  buttons?: string[];
  editor_components?: string[];
  modes?: string[];
  sanitize_preview?: boolean;
  /** For OPTIONAL_GROUP_WIDGET: the fields that must be filled when any is. */
  required_fields?: string[];
}

/** The schema's rules as the editor sees them: the frontmatter's JSON Schema. */
export function frontmatterJsonSchema(): JsonSchema {
  return z.toJSONSchema(frontmatterSchema, { io: 'input' }) as JsonSchema;
}

/**
 * A pattern that holds when the text, trimmed as the schema trims it, has `min` to `max`
 * characters: optional spaces, then a non-space, `min - 2` to `max - 2` of anything, a non-space,
 * optional spaces (the schema counts UTF-16 units, as a RegExp without the u flag does).
 */
export function lengthPattern(min: number, max: number): string {
  if (min < 2 || max < min) throw new Error(`lengthPattern(${min}, ${max}): min ≥ 2, max ≥ min`);
  return `^\\s*\\S[\\s\\S]{${min - 2},${max - 2}}\\S\\s*$`;
}

/** Where uploaded images go in the repository, and the URL they are served at. */
export const MEDIA_FOLDER = 'public/images/blog';
export const PUBLIC_FOLDER = '/images/blog';

/** The field that holds the Markdown text (gray-matter's content, not a frontmatter field). */
export const BODY_FIELD = 'body';

const ISO_DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

const text = (key: string): CmsFieldText => {
  const found = (cmsText.fields as Record<string, CmsFieldText>)[key];
  if (!found) throw new Error(`content/cms.ts has no label for the field "${key}"`);
  return found;
};

/** The pattern of a string field, with its Spanish message, from its JSON Schema. */
function stringPattern(name: string, schema: JsonSchema): [string, string] | undefined {
  const { messages } = cmsText;
  if (schema.pattern === ISO_DAY_PATTERN) return [schema.pattern, messages.date];
  if (schema.pattern) {
    const message =
      name === 'slug' ? messages.slug : name.endsWith('ctaName') ? messages.ctaName : undefined;
    return [schema.pattern, message ?? messages.pattern];
  }
  if (schema.format === 'uri') return ['^https?://[^\\s/?#]+\\.[^\\s]+$', messages.url];
  if (schema.minLength !== undefined && schema.maxLength !== undefined) {
    return [
      lengthPattern(schema.minLength, schema.maxLength),
      messages.length(schema.minLength, schema.maxLength),
    ];
  }
  return undefined;
}

/** Longer texts get a box of several lines. */
const LONG_TEXT = 200;

interface FieldContext {
  /** The next id no article uses. */
  nextId: number;
}

/** One Decap field from one property of the schema. `key` is its path: "faq.question". */
function fieldFor(
  key: string,
  schema: JsonSchema,
  required: boolean,
  context: FieldContext,
): CmsField {
  const name = key.split('.').at(-1) ?? key;
  const { label, hint } = text(key);
  const base = { name, label, ...(hint ? { hint } : {}), required };

  // Widgets the schema's types cannot imply.
  if (key === 'relatedPosts') {
    return {
      ...base,
      // An empty list is valid: not asked for, written as [] on save (EMPTY_WHEN_UNSET).
      required: false,
      widget: 'relation',
      collection: CMS_COLLECTION,
      value_field: 'slug',
      search_fields: ['title'],
      display_fields: ['title'],
      multiple: true,
      options_length: 100,
    };
  }
  if (key === 'categoryName') {
    // Set from the category when the article is saved (editor.ts), so the two always agree.
    return { ...base, widget: 'hidden', required: false, default: blogCategories[0]?.name };
  }

  if (schema.enum) {
    const names = new Map<string, string>(
      blogCategories.map((category) => [category.slug, category.name]),
    );
    return {
      ...base,
      widget: 'select',
      options: schema.enum.map((value) => ({ label: names.get(value) ?? value, value })),
    };
  }
  switch (schema.type) {
    case 'integer': {
      const min =
        schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : schema.minimum;
      return {
        ...base,
        widget: 'number',
        value_type: 'int',
        step: 1,
        ...(min !== undefined ? { min } : {}),
        ...(key === 'id' ? { default: context.nextId } : {}),
      };
    }
    case 'boolean':
      return { ...base, widget: 'boolean', default: false };
    case 'string': {
      const pattern = stringPattern(key, schema);
      if (schema.pattern === ISO_DAY_PATTERN) {
        // Stored as the text AAAA-MM-DD the schema reads, picked on a calendar.
        return {
          ...base,
          widget: 'datetime',
          format: 'YYYY-MM-DD',
          date_format: 'DD/MM/YYYY',
          time_format: false,
          ...(pattern ? { pattern } : {}),
        };
      }
      const long = (schema.maxLength ?? 0) > LONG_TEXT;
      return { ...base, widget: long ? 'text' : 'string', ...(pattern ? { pattern } : {}) };
    }
    case 'array': {
      const items = schema.items ?? {};
      const counts = {
        ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
      };
      const singular = (cmsText.items as Record<string, string>)[key];
      if (items.type === 'object') {
        const fields = objectFields(key, items, context);
        return {
          ...base,
          widget: 'list',
          ...(singular ? { label_singular: singular } : {}),
          collapsed: true,
          summary: `{{fields.${fields[0]?.name ?? 'title'}}}`,
          fields,
          ...counts,
        };
      }
      const pattern = stringPattern(key, items);
      return {
        ...base,
        widget: 'list',
        ...(singular ? { label_singular: singular } : {}),
        field: {
          name: 'item',
          label: singular ?? label,
          widget: 'string',
          ...(pattern ? { pattern } : {}),
        },
        ...counts,
      };
    }
    case 'object': {
      const fields = objectFields(key, schema, context);
      if (required) return { ...base, widget: 'object', collapsed: true, fields };
      // Optional as a whole, its fields required together: Decap would demand them even when the
      // group is left empty, so the group's widget judges them (all empty or all filled).
      const together = fields.filter((inner) => inner.required);
      return {
        ...base,
        widget: OPTIONAL_GROUP_WIDGET,
        collapsed: true,
        fields: fields.map((inner) => ({ ...inner, required: false })),
        required_fields: together
          .filter((inner) => inner.widget !== 'boolean')
          .map((inner) => inner.name),
      };
    }
    default:
      throw new Error(`the editor has no widget for the field "${key}" (${schema.type})`);
  }
}

function objectFields(prefix: string, schema: JsonSchema, context: FieldContext): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldFor(prefix ? `${prefix}.${name}` : name, property, required.has(name), context),
  );
}

/** The editor's fields: every frontmatter field of the schema, then the article's text. */
export function articleFields(context: FieldContext): CmsField[] {
  return [
    ...objectFields('', frontmatterJsonSchema(), context),
    {
      name: BODY_FIELD,
      label: cmsText.body.label,
      hint: cmsText.body.hint,
      widget: BODY_WIDGET,
      required: true,
      buttons: [
        'bold',
        'italic',
        'link',
        'heading-two',
        'heading-three',
        'quote',
        'bulleted-list',
        'numbered-list',
      ],
      editor_components: ['image'],
      modes: ['rich_text', 'raw'],
      // The preview shows a branch's text in the owner's editor: never its raw HTML (the site's
      // own pipeline drops it too, lib/blog/markdown.ts). Decap 3.16's default, stated so a
      // change of default cannot turn it off.
      sanitize_preview: true,
    },
  ];
}

/** Where the editor saves and how it signs in (see docs/content.md). */
export interface CmsBackend {
  /** owner/name of the GitHub repository; null: not configured (the editor says so). */
  repo: string | null;
  /** The branch the site is published from. */
  branch: string;
  /** The Netlify site whose GitHub OAuth provider signs the owner in (e.g. hanzo-cms.netlify.app). */
  authSiteDomain: string | null;
  /** What the sign-in asks GitHub for: public repositories only, or every repository. */
  authScope: 'public_repo' | 'repo';
  /** decap-server's API, for local work and the tests; null in a deployment. */
  localBackendUrl: string | null;
}

/** The whole Decap configuration (written as out-cms/config.yml). */
export function cmsConfig({
  backend,
  siteUrl,
  nextId,
}: {
  backend: CmsBackend;
  siteUrl: string;
  nextId: number;
}) {
  return {
    locale: 'es',
    backend: {
      name: 'github',
      repo: backend.repo ?? 'sin-configurar/sin-configurar',
      branch: backend.branch,
      // Netlify's hosted OAuth provider exchanges GitHub's code for a token: no server of ours.
      base_url: 'https://api.netlify.com',
      ...(backend.authSiteDomain ? { site_domain: backend.authSiteDomain } : {}),
      // The narrowest token that can save articles (docs/content.md): without it Decap asks
      // GitHub for `repo`, every repository the owner can reach, private ones included.
      auth_scope: backend.authScope,
      // The status the deploy workflow sets on a pull request with its preview channel's URL.
      preview_context: PREVIEW_STATUS_CONTEXT,
      squash_merges: true,
      commit_messages: {
        create: 'Blog: new article “{{slug}}” (from the editor)',
        update: 'Blog: edit “{{slug}}” (from the editor)',
        delete: 'Blog: delete “{{slug}}” (from the editor)',
        uploadMedia: 'Blog: upload image “{{path}}” (from the editor)',
        deleteMedia: 'Blog: delete image “{{path}}” (from the editor)',
      },
    },
    ...(backend.localBackendUrl
      ? { local_backend: { url: backend.localBackendUrl, allowed_hosts: ['127.0.0.1'] } }
      : {}),
    // Saving opens a branch and a pull request; publishing merges it.
    publish_mode: 'editorial_workflow',
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: '/logo.svg',
    show_preview_links: true,
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        name: CMS_COLLECTION,
        label: cmsText.collection.label,
        label_singular: cmsText.collection.singular,
        description: cmsText.collection.description,
        folder: 'content/blog',
        // Uploads of this collection's image fields: stated here, or Decap would resolve them
        // next to the article (its default for collections with a nested path).
        media_folder: `/${MEDIA_FOLDER}`,
        public_folder: PUBLIC_FOLDER,
        // content/blog/{category}/{slug}.md, as the build requires.
        path: '{{category}}/{{slug}}',
        slug: '{{fields.slug}}',
        extension: 'md',
        format: 'frontmatter',
        create: true,
        // Removing a published article bypasses review: that stays a developer's pull request.
        delete: false,
        identifier_field: 'title',
        summary: '{{title}} · {{date}}',
        sortable_fields: ['date', 'title'],
        preview_path: 'blog/{{category}}/{{slug}}/',
        fields: articleFields({ nextId }),
      },
    ],
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;
