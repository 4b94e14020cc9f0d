/**
 * The site's language as a BCP 47 tag for Intl (decision 036). i18next already works in the
 * locales of @nova/contracts/languages ('ms', 'en', 'zh-CN'…); anything else (no language yet,
 * an unknown tag) reads as the default language's locale, so Intl always gets a valid tag.
 */
import {
  DEFAULT_LANGUAGE,
  findLanguage,
  LANGUAGES,
  type LanguageInfo,
} from '@nova/contracts/languages';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';

export function languageByLocale(locale: string | undefined): LanguageInfo {
  return (
    LANGUAGES.find((l) => l.locale === locale) ?? (findLanguage(DEFAULT_LANGUAGE) as LanguageInfo)
  );
}

/** The Intl locale of an i18next language. */
export function intlLocale(language: string | undefined): string {
  return languageByLocale(language).locale;
}

function currentLocale(): string {
  return intlLocale(i18next.language);
}

function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

/** The current Intl locale; the component renders again when the language changes. */
export function useLocale(): string {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

const countFormats = new Map<string, Intl.NumberFormat>();

/** A whole count (rounds, records) with the locale's grouping, in Latin digits like amounts. */
export function formatCount(value: number | bigint, locale: string): string {
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, numberingSystem: 'latn' });
    countFormats.set(locale, format);
  }
  return format.format(value);
}
