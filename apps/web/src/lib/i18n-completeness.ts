/**
 * Locale completeness: which keys of the English reference a language lacks. Used by
 * `npm run i18n:check` and by the unit test that keeps shipped languages complete.
 * Plural forms differ per language (en: _one/_other, zh-CN: _other), so keys are compared
 * without their plural suffix.
 */
import type { LanguageInfo } from '@nova/contracts/languages';

/** namespace -> parsed JSON */
export type LocaleBundle = Record<string, unknown>;
/** locale -> bundle */
export type LocaleTable = Record<string, LocaleBundle | undefined>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return prefix ? [prefix] : [];
  }
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function baseKeys(value: unknown): Set<string> {
  return new Set(flattenKeys(value).map((key) => key.replace(PLURAL_SUFFIX, '')));
}

/** Missing keys per namespace (only namespaces with something missing are listed). */
export function missingKeys(
  reference: LocaleBundle,
  target: LocaleBundle | undefined,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [namespace, content] of Object.entries(reference)) {
    const have = baseKeys(target?.[namespace]);
    const missing = [...baseKeys(content)].filter((key) => !have.has(key)).sort();
    if (missing.length > 0) result[namespace] = missing;
  }
  return result;
}

export interface LanguageReport {
  language: LanguageInfo;
  missing: Record<string, string[]>;
  missingCount: number;
}

/** One report per language, shipped languages first, English as the reference. */
export function completenessReport(
  languages: readonly LanguageInfo[],
  table: LocaleTable,
  referenceLocale = 'en',
): LanguageReport[] {
  const reference = table[referenceLocale] ?? {};
  return [...languages]
    .filter((language) => language.locale !== referenceLocale)
    .sort((a, b) => Number(b.shipped) - Number(a.shipped))
    .map((language) => {
      const missing = missingKeys(reference, table[language.locale]);
      const missingCount = Object.values(missing).reduce((sum, keys) => sum + keys.length, 0);
      return { language, missing, missingCount };
    });
}
