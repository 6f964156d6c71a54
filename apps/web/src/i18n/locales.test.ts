// Every interface language has every key of every namespace, filled, with the same
// placeholders, and actually translated (not English copied over).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { interfaceLanguages } from './languages';

const localesDir = path.join(import.meta.dirname, 'locales');
const namespaces = readdirSync(path.join(localesDir, 'en')).map((file) =>
  file.replace(/\.json$/, ''),
);

type Tree = { [key: string]: string | Tree };

function load(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'));
}

/** Every leaf as "a.b.c" -> text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(name, value);
    else for (const [leaf, text] of flatten(value, name)) leaves.set(leaf, text);
  }
  return leaves;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

// The same in every language by nature: the product's name, member levels, "ID", "Chat"...
const sameEverywhere = /^(Heartline|VIP|SVIP|ID|Chat|Chats|Follower|©.*)$/;

describe.each(namespaces)('the %s namespace', (namespace) => {
  const english = flatten(load('en', namespace));

  it.each(interfaceLanguages.filter((language) => language !== 'en'))(
    'is complete in %s',
    (language) => {
      const translated = flatten(load(language, namespace));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      const copied: string[] = [];
      for (const [key, text] of english) {
        const other = translated.get(key) ?? '';
        expect(other.trim(), `${language} ${namespace}:${key} is empty`).not.toBe('');
        expect(placeholders(other), `${language} ${namespace}:${key} placeholders`).toEqual(
          placeholders(text),
        );
        if (other === text && !sameEverywhere.test(text)) copied.push(key);
      }
      expect(copied, `${language} ${namespace}: English left untranslated`).toEqual([]);
    },
  );

  it('has no empty English text', () => {
    for (const [key, text] of english) expect(text.trim(), key).not.toBe('');
  });
});

it('has a folder for each interface language and nothing else', () => {
  expect(readdirSync(localesDir).sort()).toEqual([...interfaceLanguages].sort());
});

// A date filled in where a sentence ends: where the language's dates end in a period (Russian
// "27 ноября 2026 г."), the sentence's own period would make two.
describe.each(interfaceLanguages)('dates in %s', (language) => {
  const sample = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date());
  it.runIf(sample.endsWith('.'))('are never followed by a period of the sentence', () => {
    for (const namespace of namespaces) {
      for (const [key, text] of flatten(load(language, namespace))) {
        expect(text, `${language} ${namespace}:${key}`).not.toMatch(/{{\s*date\s*}}\./);
      }
    }
  });
});
