/**
 * What the editor (editor.ts) does to an article's data, without the browser: phrases merged
 * over Decap's, and the data prepared before each save. Kept apart so tests can load it.
 */
import { blogCategories } from '@/content/blog-categories';
import { EMPTY_WHEN_UNSET, GROUP_DEFAULTS } from './names';

/** The parts of Immutable.js maps Decap hands to its extensions. */
export interface ImmutableMap {
  get(key: string): unknown;
  set(key: string, value: unknown): ImmutableMap;
  delete(key: string): ImmutableMap;
  toJS(): unknown;
}

export type Phrases = { [key: string]: string | Phrases };

/** `base` with every phrase of `extra` put in its place (nested objects merged, not replaced). */
export function mergePhrases(base: Phrases, extra: Phrases): Phrases {
  const merged: Phrases = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object'
        ? mergePhrases(current, value)
        : value;
  }
  return merged;
}

/** True for a value the owner left empty: '', an empty list, an object of empty values. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'boolean' || typeof value === 'number') return false;
  if (typeof (value as ImmutableMap).toJS === 'function') {
    return isEmpty((value as ImmutableMap).toJS());
  }
  if (Array.isArray(value)) return value.every(isEmpty);
  if (typeof value === 'object') {
    // An untouched boolean inside an optional object (the chat's second number) is no content.
    return Object.values(value).every((inner) => inner === false || isEmpty(inner));
  }
  return false;
}

/** Optional fields dropped when empty, so an untouched one never reaches the schema as ''. */
const OPTIONAL_FIELDS = ['seoTitle', 'faq', 'references', 'floatingChat'];

/**
 * Before each save: the category's name from its slug, no empty optional field, and the lists
 * the schema requires but accepts empty.
 */
export function prepareForSave(data: ImmutableMap): ImmutableMap {
  const category = blogCategories.find((entry) => entry.slug === data.get('category'));
  let prepared = category ? data.set('categoryName', category.name) : data;
  for (const field of OPTIONAL_FIELDS) {
    if (isEmpty(prepared.get(field))) prepared = prepared.delete(field);
  }
  for (const [field, defaults] of Object.entries(GROUP_DEFAULTS)) {
    const group = prepared.get(field) as ImmutableMap | undefined;
    if (!group || typeof group.get !== 'function') continue;
    let filled = group;
    for (const [name, value] of Object.entries(defaults)) {
      if (filled.get(name) === undefined || filled.get(name) === null)
        filled = filled.set(name, value);
    }
    prepared = prepared.set(field, filled);
  }
  for (const [field, empty] of Object.entries(EMPTY_WHEN_UNSET)) {
    if (prepared.get(field) === undefined || prepared.get(field) === null) {
      prepared = prepared.set(field, empty);
    }
  }
  return prepared;
}
