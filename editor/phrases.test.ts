/**
 * @jest-environment node
 *
 * Every phrase Decap CMS can show has Spanish words: its own Spanish locale, or ours
 * (content/cms.ts, merged over it by editor/editor.ts). A Decap release that adds an English
 * phrase fails here until it is translated; a phrase of ours that Decap does not have is a typo.
 */
import fs from 'node:fs';
import path from 'node:path';
import { decapPhrases } from '@/content/cms';
import { mergePhrases } from './entry';

type Phrases = { [key: string]: string | Phrases };

/** A locale of decap-cms-locales, read from its source file (`const x = {…}; export default x`). */
function locale(name: string): Phrases {
  const decap = path.dirname(require.resolve('decap-cms/package.json'));
  const file = require.resolve(`decap-cms-locales/src/${name}/index.js`, { paths: [decap] });
  const source = fs.readFileSync(file, 'utf8').replace(/export default\s+/, 'return ');
  return new Function(source)() as Phrases;
}

const keys = (phrases: Phrases, prefix = ''): string[] =>
  Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );

const english = keys(locale('en'));
const spanish = mergePhrases(locale('es'), decapPhrases as unknown as Phrases);

it('every English phrase of Decap has a Spanish one', () => {
  const missing = english.filter((key) => !keys(spanish).includes(key));
  expect(missing).toEqual([]);
});

it('every phrase of ours is one Decap has', () => {
  const unknown = keys(decapPhrases as unknown as Phrases).filter((key) => !english.includes(key));
  expect(unknown).toEqual([]);
});

it('speaks to the owner as tú: no usted forms left in what the editor shows', () => {
  const values = keys(spanish).map((key) =>
    key.split('.').reduce<string | Phrases>((node, part) => (node as Phrases)[part]!, spanish),
  );
  const usted = values.filter((value) =>
    /\b(desea|está seguro|rellénelo|arrastre|actualice|copie)\b/i.test(String(value)),
  );
  expect(usted).toEqual([]);
});
