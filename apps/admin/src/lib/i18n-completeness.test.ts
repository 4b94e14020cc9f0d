import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every translation of the back office has the keys of English, the same placeholders, and is
// actually translated. English is the reference: the core file `locales/en.json` and each
// section file `locales/en/<section>.json` (see lib/i18n.ts).

// Not `new URL('../locales/', import.meta.url)`: Vite rewrites that form into an asset address.
const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales');
const REFERENCE = 'en';

/** Tokens that read the same in every language; a value made only of these may stay as is. */
const SAME_IN_EVERY_LANGUAGE = [
  'CSV',
  'IP',
  'TOTP',
  'CIDR',
  'ID',
  'GGR',
  'MY',
  'EN',
  'CN',
  'English',
  '简体中文',
];

const PLURAL_SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^}]+?)\s*\}\}/g;

type Leaves = Map<string, unknown>;

function flatten(value: unknown, prefix: string, out: Leaves): Leaves {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function readLeaves(file: string): Leaves {
  return flatten(JSON.parse(readFileSync(file, 'utf8')), '', new Map());
}

/**
 * i18next plurals: `x_one` / `x_other` in English, `x_other` alone in Chinese. A plural key
 * is one whose base also has an `_other` form in the same file; it is compared as one
 * logical key `x_{plural}` whose forms must be the locale's plural categories.
 */
interface Logical {
  /** logical key → form → value; a key that is not a plural has the single form ''. */
  keys: Map<string, Map<string, unknown>>;
}

function logical(leaves: Leaves): Logical {
  const keys = new Map<string, Map<string, unknown>>();
  for (const [path, value] of leaves) {
    const match = PLURAL_SUFFIX.exec(path);
    const base = match?.[1];
    const form = match?.[2];
    const isPlural = base !== undefined && form !== undefined && leaves.has(`${base}_other`);
    const key = isPlural ? `${base}_{plural}` : path;
    const forms = keys.get(key) ?? new Map<string, unknown>();
    forms.set(isPlural ? (form as string) : '', value);
    keys.set(key, forms);
  }
  return { keys };
}

function pluralCategories(locale: string): string[] {
  return [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
}

function placeholders(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return [...new Set([...value.matchAll(PLACEHOLDER)].map((m) => m[1] as string))].sort();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const TOKEN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${SAME_IN_EVERY_LANGUAGE.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);

/** A value that needs no translation: only allowed tokens, placeholders, digits, punctuation. */
function languageNeutral(value: string): boolean {
  const rest = value.replace(PLACEHOLDER, '').replace(TOKEN, '');
  return /^[\s\p{N}\p{P}\p{S}]*$/u.test(rest);
}

interface Pair {
  label: string;
  reference: string;
  translation: string;
}

function translationLocales(): string[] {
  return readdirSync(LOCALES_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter((locale) => locale !== REFERENCE)
    .sort();
}

function sectionFiles(locale: string): string[] {
  const dir = `${LOCALES_DIR}/${locale}`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

function pairs(locale: string): Pair[] {
  return [
    {
      label: `${locale}.json`,
      reference: `${LOCALES_DIR}/${REFERENCE}.json`,
      translation: `${LOCALES_DIR}/${locale}.json`,
    },
    ...sectionFiles(REFERENCE).map((file) => ({
      label: `${locale}/${file}`,
      reference: `${LOCALES_DIR}/${REFERENCE}/${file}`,
      translation: `${LOCALES_DIR}/${locale}/${file}`,
    })),
  ];
}

const LOCALES = translationLocales();

it('finds the English core and section files and at least one translation', () => {
  expect(existsSync(`${LOCALES_DIR}/${REFERENCE}.json`)).toBe(true);
  expect(sectionFiles(REFERENCE).length).toBeGreaterThan(0);
  expect(LOCALES).toContain('zh-CN');
});

describe.each(LOCALES)('locale %s', (locale) => {
  it('has a section file for every English one and none more', () => {
    expect(sectionFiles(locale)).toEqual(sectionFiles(REFERENCE));
  });

  describe.each(pairs(locale))('$label', ({ reference, translation }) => {
    const en = logical(readLeaves(reference));
    const tr = existsSync(translation) ? logical(readLeaves(translation)) : { keys: new Map() };

    it('has exactly the key paths of English', () => {
      const missing = [...en.keys.keys()].filter((key) => !tr.keys.has(key));
      const extra = [...tr.keys.keys()].filter((key) => !en.keys.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it("has each plural in the locale's plural forms", () => {
      const expectedEn = pluralCategories(REFERENCE);
      const expectedTr = pluralCategories(locale);
      const wrong: string[] = [];
      for (const [key, forms] of en.keys) {
        if (!key.endsWith('_{plural}')) continue;
        const enForms = [...forms.keys()].filter((f) => f !== 'zero').sort();
        if (enForms.join() !== expectedEn.join()) wrong.push(`${REFERENCE}: ${key} [${enForms}]`);
        const trForms = [...(tr.keys.get(key)?.keys() ?? [])].filter((f) => f !== 'zero').sort();
        if (tr.keys.has(key) && trForms.join() !== expectedTr.join()) {
          wrong.push(`${locale}: ${key} [${trForms}], expected [${expectedTr}]`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('has only non-empty strings', () => {
      const bad: string[] = [];
      for (const [key, forms] of tr.keys) {
        for (const [form, value] of forms) {
          if (typeof value !== 'string' || value.trim() === '')
            bad.push(form ? `${key}:${form}` : key);
        }
      }
      expect(bad).toEqual([]);
    });

    it('keeps the placeholders of English in every string', () => {
      const differ: string[] = [];
      for (const [key, forms] of tr.keys) {
        const enForms = en.keys.get(key);
        if (!enForms) continue;
        for (const [form, value] of forms) {
          // A form English lacks (e.g. `_few`) takes its placeholders from English `_other`.
          const enValue = enForms.has(form) ? enForms.get(form) : enForms.get('other');
          const want = placeholders(enValue);
          const got = placeholders(value);
          if (want.join() !== got.join()) {
            differ.push(`${form ? `${key}:${form}` : key} has [${got}], English [${want}]`);
          }
        }
      }
      expect(differ).toEqual([]);
    });

    it('translates every string that is not language-neutral', () => {
      const untranslated: string[] = [];
      for (const [key, forms] of tr.keys) {
        const enForms = en.keys.get(key);
        if (!enForms) continue;
        for (const [form, value] of forms) {
          const enValue = enForms.has(form) ? enForms.get(form) : enForms.get('other');
          if (typeof value === 'string' && value === enValue && !languageNeutral(value)) {
            untranslated.push(`${form ? `${key}:${form}` : key}: ${JSON.stringify(value)}`);
          }
        }
      }
      expect(untranslated).toEqual([]);
    });
  });
});
