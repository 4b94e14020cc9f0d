import { LANGUAGES } from '@nova/contracts/languages';
import { describe, expect, it } from 'vitest';
import { completenessReport, type LocaleTable, missingKeys } from './i18n-completeness';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', {
  eager: true,
});

function localeTable(): LocaleTable {
  const table: LocaleTable = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /\.\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, locale = '', namespace = ''] = match;
    table[locale] = { ...table[locale], [namespace]: module.default };
  }
  return table;
}

describe('i18n completeness', () => {
  it('finds missing nested keys and ignores plural-form differences', () => {
    const reference = { common: { a: 'A', b: { c: 'C' }, items_one: 'x', items_other: 'y' } };
    expect(missingKeys(reference, { common: { a: 'A', items_other: 'y' } })).toEqual({
      common: ['b.c'],
    });
    expect(missingKeys(reference, undefined)).toEqual({ common: ['a', 'b.c', 'items'] });
  });

  it('every shipped language has every key of English in every namespace', () => {
    const table = localeTable();
    expect(Object.keys(table.en ?? {})).toEqual(
      expect.arrayContaining(['common', 'layout', 'errors', 'system', 'session']),
    );
    const shippedGaps = completenessReport(LANGUAGES, table)
      .filter((report) => report.language.shipped && report.missingCount > 0)
      .map((report) => ({ language: report.language.code, missing: report.missing }));
    expect(shippedGaps).toEqual([]);
  });
});
