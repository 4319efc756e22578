/**
 * The article editor's own code, bundled by editor/build.ts into out-cms/editor.js
 * and loaded before Decap CMS's prebuilt bundle (out-cms/decap-cms.js, copied from the package).
 * No page of the site imports it. It stops Decap's automatic start, then, once both scripts have
 * run: checks the article's text with the build's own rules (lib/blog/body.ts), shows the preview
 * with the site's stylesheet and article markup, and fills what is derived from other fields
 * before each save (the category's name) and drops optional fields left empty, which the schema
 * would refuse as too short.
 */
import { blogCategories, blogText } from '@/content/blog-categories';
import { cmsText, decapPhrases } from '@/content/cms';
import { bodyProblems, countWords, readingMinutes } from '@/lib/blog/body';
import { type ImmutableMap, type Phrases, isEmpty, mergePhrases, prepareForSave } from './entry';
import { BODY_WIDGET, CMS_COLLECTION, OPTIONAL_GROUP_WIDGET } from './names';

type Element = unknown;
type CreateElement = (
  type: unknown,
  props?: Record<string, unknown> | null,
  ...children: unknown[]
) => Element;

interface ControlProps {
  value?: unknown;
  field?: ImmutableMap;
  [key: string]: unknown;
}

interface DecapCms {
  init(options?: Record<string, unknown>): void;
  getWidget(name: string): { control: unknown; preview: unknown } | undefined;
  registerWidget(name: string, control: unknown, preview?: unknown): void;
  registerPreviewStyle(url: string): void;
  registerEditorComponent(component: Record<string, unknown>): void;
  getLocale(name: string): Record<string, unknown> | undefined;
  registerLocale(name: string, phrases: Record<string, unknown>): void;
  registerPreviewTemplate(collection: string, template: unknown): void;
  registerEventListener(listener: {
    name: string;
    handler: (event: { entry: ImmutableMap }) => ImmutableMap | undefined;
  }): void;
}

interface DecapWindow {
  CMS_MANUAL_INIT?: boolean;
  CMS?: DecapCms;
  h?: CreateElement;
  createClass?: (spec: Record<string, unknown>) => unknown;
}

const decap = window as unknown as DecapWindow;

/** Capitalised, with a full stop: the build's wording, as a message under the field. */
const sentence = (problem: string) => `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.`;

/** The body's widget: Decap's Markdown editor, refusing what the build would refuse. */
function registerBodyWidget(
  cms: DecapCms,
  h: CreateElement,
  createClass: NonNullable<DecapWindow['createClass']>,
) {
  const markdown = cms.getWidget('markdown');
  if (!markdown) throw new Error('Decap CMS has no markdown widget');
  const Control = createClass({
    // Decap calls isValid() on a widget's control before saving; a message stops the save.
    isValid(this: { props: ControlProps }) {
      const problems = bodyProblems(text(this.props.value));
      return problems.length ? { error: { message: problems.map(sentence).join(' ') } } : true;
    },
    render(this: { props: ControlProps }) {
      return h(markdown.control, this.props);
    },
  });
  cms.registerWidget(BODY_WIDGET, Control, markdown.preview);
}

/** The optional groups' widget: Decap's object, all of its required fields empty or filled. */
function registerOptionalGroupWidget(
  cms: DecapCms,
  h: CreateElement,
  createClass: NonNullable<DecapWindow['createClass']>,
) {
  const object = cms.getWidget('object');
  if (!object) throw new Error('Decap CMS has no object widget');
  const Control = createClass({
    isValid(this: { props: ControlProps }) {
      const { value, field } = this.props;
      if (isEmpty(value)) return true;
      const data = (value as ImmutableMap | undefined)?.toJS() as Record<string, unknown>;
      const required = list<string>(field?.get('required_fields'));
      const labels = new Map(
        list<{ name: string; label: string }>(field?.get('fields')).map((inner) => [
          inner.name,
          inner.label,
        ]),
      );
      const missing = required.filter((name) => isEmpty(data?.[name]));
      if (!missing.length) return true;
      const named = missing.map((name) => `“${labels.get(name) ?? name}”`);
      return { error: { message: cmsText.messages.incomplete(named) } };
    },
    render(this: { props: ControlProps }) {
      return h(object.control, this.props);
    },
  });
  cms.registerWidget(OPTIONAL_GROUP_WIDGET, Control, object.preview);
}

interface ImageData {
  image?: string;
  alt?: string;
  title?: string;
}

/**
 * The text's image, in Spanish and with its description asked for first: Markdown's
 * `![description](/images/blog/file.png "title")`. Replaces Decap's component of the same id,
 * whose labels are English. The body's check refuses an image without a description.
 */
function registerImageComponent(cms: DecapCms, h: CreateElement) {
  const { image } = cmsText;
  cms.registerEditorComponent({
    id: 'image',
    label: image.label,
    pattern: /^!\[([^\]]*)\]\((\S*?)(?:\s"([^"]*)")?\)/,
    fromBlock: (match: string[] | null): ImageData | null =>
      match && { alt: match[1], image: match[2], title: match[3] },
    toBlock: ({ alt = '', image: src = '', title }: ImageData) =>
      `![${alt.replace(/[[\]]/g, '')}](${src}${title ? ` "${title.replace(/"/g, '')}"` : ''})`,
    toPreview: (
      { alt = '', image: src = '', title = '' }: ImageData,
      getAsset: (path: string, field: unknown) => unknown,
      fields?: ImmutableMap[],
    ) => {
      const field = fields?.find((entry) => entry.get('widget') === 'image');
      return h('img', { src: String(getAsset(src, field) ?? ''), alt, title });
    },
    fields: [
      {
        name: 'image',
        label: image.file,
        widget: 'image',
        // Uploaded to the site only: the pages' policy loads no image from another host.
        choose_url: false,
        media_library: { allow_multiple: false },
      },
      { name: 'alt', label: image.alt, hint: image.altHint, widget: 'string' },
      { name: 'title', label: image.title, widget: 'string', required: false },
    ],
  });
}

interface PreviewProps {
  entry: ImmutableMap;
  widgetFor(name: string): Element;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = <T>(value: unknown): T[] =>
  value && typeof (value as ImmutableMap).toJS === 'function'
    ? ((value as ImmutableMap).toJS() as T[])
    : [];

/** The preview: the article as its page shows it, with the site's classes and stylesheet. */
function registerPreview(
  cms: DecapCms,
  h: CreateElement,
  createClass: NonNullable<DecapWindow['createClass']>,
  rootClass: string,
) {
  const Preview = createClass({
    render(this: { props: PreviewProps }) {
      const data = this.props.entry.get('data') as ImmutableMap;
      const category = blogCategories.find((entry) => entry.slug === data.get('category'));
      const minutes = readingMinutes(countWords(text(data.get('body'))));
      const faq = list<{ question?: string; answer?: string }>(data.get('faq'));
      const references = list<{ title?: string; publisher?: string; url?: string }>(
        data.get('references'),
      );
      const tags = list<string>(data.get('tags'));
      const meta = [text(data.get('date')), `${minutes} min ${blogText.readTime}`].filter(Boolean);
      // The pages' <html> class (next/font's) defines --font-jakarta, which the site's font stack
      // starts with: the frame's own <html> lacks it, so the article carries the class and the
      // stack (--font-sans, computed at the frame's root without it, is empty there).
      return h(
        'article',
        {
          className: `${rootClass} mx-auto max-w-3xl px-4 pt-8 pb-20 sm:px-6`,
          style: { fontFamily: "var(--font-jakarta), 'Jakarta Fallback Arial', sans-serif" },
        },
        h(
          'header',
          { className: 'mt-6' },
          h(
            'p',
            { className: 'text-sm font-bold tracking-[0.2em] text-heading-accent uppercase' },
            category?.name ?? '',
          ),
          h(
            'h1',
            {
              className:
                'mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-[2.75rem]',
            },
            text(data.get('title')),
          ),
          h(
            'p',
            { className: 'flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted' },
            ...(text(data.get('author'))
              ? [
                  h('span', { className: 'font-semibold text-ink' }, text(data.get('author'))),
                  h('span', { 'aria-hidden': 'true' }, '·'),
                ]
              : []),
            h('span', null, meta.join(' · ')),
          ),
        ),
        h(
          'div',
          { className: 'prose-article prose prose-lg mt-8 max-w-none' },
          this.props.widgetFor('body'),
        ),
        faq.length
          ? h(
              'section',
              { className: 'mt-12' },
              h('h2', { className: 'text-2xl font-extrabold tracking-tight' }, blogText.faq),
              ...faq.map((entry, index) =>
                h(
                  'div',
                  { key: index, className: 'mt-4' },
                  h('p', { className: 'font-bold text-ink' }, text(entry.question)),
                  h('p', { className: 'mt-1 text-ink-muted' }, text(entry.answer)),
                ),
              ),
            )
          : null,
        references.length
          ? h(
              'section',
              { className: 'mt-12' },
              h('h2', { className: 'text-2xl font-extrabold tracking-tight' }, blogText.references),
              h(
                'ol',
                { className: 'mt-4 list-decimal space-y-2 pl-6 text-ink-muted' },
                ...references.map((reference, index) =>
                  h(
                    'li',
                    { key: index },
                    h('span', { className: 'font-semibold text-ink' }, text(reference.title)),
                    ` · ${text(reference.publisher)}`,
                  ),
                ),
              ),
            )
          : null,
        tags.length
          ? h(
              'section',
              { className: 'mt-12' },
              h(
                'h2',
                { className: 'text-sm font-bold tracking-[0.2em] text-heading-accent uppercase' },
                blogText.tags,
              ),
              h(
                'ul',
                { className: 'mt-3 flex flex-wrap gap-2' },
                ...tags.map((tag) =>
                  h(
                    'li',
                    {
                      key: tag,
                      className:
                        'inline-flex min-h-11 items-center rounded-full bg-brand-100 px-4 text-sm font-semibold text-brand-800',
                    },
                    tag,
                  ),
                ),
              ),
            )
          : null,
        h(
          'aside',
          { className: 'mt-12 rounded-2xl border border-line bg-surface p-6' },
          h(
            'h2',
            { className: 'text-sm font-bold tracking-[0.2em] text-heading-accent uppercase' },
            blogText.aboutAuthor,
          ),
          h('p', { className: 'mt-2 font-bold text-ink' }, text(data.get('author'))),
          h('p', { className: 'mt-1 text-ink-muted' }, text(data.get('authorBio'))),
        ),
      );
    },
  });
  cms.registerPreviewTemplate(CMS_COLLECTION, Preview);
}

// Decap starts itself when its script runs unless told not to: this script runs first, so every
// extension is registered before the editor reads its configuration.
decap.CMS_MANUAL_INIT = true;
document.addEventListener('DOMContentLoaded', () => {
  const { CMS: cms, h, createClass } = decap;
  if (!cms || !h || !createClass) throw new Error('Decap CMS did not load');
  cms.registerLocale('es', mergePhrases((cms.getLocale('es') ?? {}) as Phrases, decapPhrases));
  registerImageComponent(cms, h);
  registerBodyWidget(cms, h, createClass);
  registerOptionalGroupWidget(cms, h, createClass);
  const previewStyle = document.querySelector<HTMLLinkElement>('link[rel="preview-stylesheet"]');
  if (previewStyle) cms.registerPreviewStyle(previewStyle.href);
  registerPreview(cms, h, createClass, previewStyle?.dataset.rootClass ?? '');
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => prepareForSave(entry.get('data') as ImmutableMap),
  });
  cms.init();
});
