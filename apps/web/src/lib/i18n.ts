/**
 * i18next with locale files loaded lazily per language and namespace (one small JSON file each).
 * Site language codes (MY, EN, CN…) map to BCP 47 locales (ms, en, zh-CN) through
 * @nova/contracts/languages; i18next itself works in locales.
 */
import { updateLanguage } from '@nova/contracts/api/system';
import {
  DEFAULT_LANGUAGE,
  findLanguage,
  LANGUAGES,
  type LanguageInfo,
} from '@nova/contracts/languages';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { useCallback, useDeferredValue, useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { callApi, setRequestLocale } from './api-client';
import {
  type BrandLanguages,
  readStoredLanguage,
  resolveInitialLanguage,
  storeLanguage,
  writeLanguageCookie,
} from './language-storage';
import { languageByLocale } from './locale';
import { isLanguageDependentQuery } from './query-keys';

export const NAMESPACES = [
  'common',
  'layout',
  'errors',
  'system',
  'session',
  'home',
  'help',
  'agent',
  'security',
  'payments',
  'funds',
  'records',
  'games',
  'inhouse',
  'protection',
  'agentTeam',
  'agentContracts',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const FALLBACK_LOCALE = 'en';

/** One locale file: the strings of one namespace in one locale. */
export type LocaleLoader = (locale: string, namespace: string) => Promise<Record<string, unknown>>;

/**
 * The browser reads the locale files as static JSON, cached for a year under the build's
 * version (decision 037, session 24). A locale without files is not translated yet: an empty
 * bundle lets i18next fall back to English.
 */
export const fetchLocale: LocaleLoader = async (locale, namespace) => {
  const { version, locales } = __NOVA_LOCALES__;
  if (!locales.includes(locale)) return {};
  const response = await fetch(
    `${import.meta.env.BASE_URL}assets/locales/${version}/${locale}/${namespace}.json`,
  );
  if (!response.ok) throw new Error(`locale ${locale}/${namespace}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
};

let loadLocale: LocaleLoader = fetchLocale;

/** The server render and the tests read the files from the bundle instead (`bundled-locales`). */
export function setLocaleLoader(loader: LocaleLoader): void {
  loadLocale = loader;
}

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(locale: string, namespace: string, callback: ReadCallback) {
    loadLocale(locale, namespace).then(
      (strings) => callback(null, strings),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

function localeOf(code: string): string {
  return (findLanguage(code) ?? languageByLocale(undefined)).locale;
}

function applyDocumentLanguage(locale: string): void {
  const info = languageByLocale(locale);
  setRequestLocale(info.locale);
  if (typeof document === 'undefined') return;
  // Only a change: writing `lang` or `dir`, even the same value, restyles the whole document
  // (they decide :lang() and :dir()), and the server's page already has them (decision 035).
  const root = document.documentElement;
  if (root.lang !== info.locale) root.lang = info.locale;
  if (root.dir !== info.dir) root.dir = info.dir;
}

let initPromise: Promise<unknown> | null = null;

/**
 * Start i18next with the stored (or default) language; the brand's choice follows at boot.
 * `preload`: the landing screen's namespaces, fetched with the boot ones instead of when the
 * screen first renders (one round trip less before the first screen, decision 035).
 */
export function initI18n(
  code: string = resolveInitialLanguage(),
  preload: readonly Namespace[] = [],
): Promise<unknown> {
  if (initPromise) return initPromise;
  // Requests made before the locale files arrive already carry the language.
  applyDocumentLanguage(localeOf(code));
  i18next.on('languageChanged', applyDocumentLanguage);
  initPromise = i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: localeOf(code),
      fallbackLng: FALLBACK_LOCALE,
      load: 'currentOnly',
      // Error messages can appear anywhere, before any screen asked for its namespace; the
      // layout's header and footer frame every screen.
      ns: ['common', 'errors', 'layout', ...preload],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
      react: { useSuspense: true },
    });
  return initPromise;
}

// ── Brand languages ─────────────────────────────────────────────────────────────────────────
let supportedCodes: readonly string[] = LANGUAGES.filter((l) => l.shipped).map((l) => l.code);
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getSupportedLanguages(): LanguageInfo[] {
  return supportedCodes.flatMap((code) => findLanguage(code) ?? []);
}

export function currentLanguageCode(): string {
  return languageByLocale(i18next.language).code;
}

/**
 * Called once permission data is in (spec §1 "The default language is used on first visit"):
 * limits the choice to the brand's languages and switches to the brand default when the
 * visitor has no stored choice the brand offers.
 */
export async function configureLanguages(brand: BrandLanguages): Promise<void> {
  const known = brand.supportedLanguages.filter((code) => findLanguage(code));
  supportedCodes = known.length > 0 ? known : [DEFAULT_LANGUAGE];
  const initial = resolveInitialLanguage({ ...brand, supportedLanguages: supportedCodes });
  if (readStoredLanguage() !== initial) storeLanguage(initial, null);
  else writeLanguageCookie(initial);
  if (currentLanguageCode() !== initial || !i18next.language) {
    await i18next.changeLanguage(localeOf(initial));
  }
  notify();
}

/**
 * Spec §4 "Language change": update the locale, save it locally (lang / hisLang), tell the
 * server, and reload language-dependent data.
 */
export async function changeLanguage(code: string, queryClient?: QueryClient): Promise<void> {
  const target = findLanguage(code);
  if (!target || !supportedCodes.includes(target.code)) return;
  const previous = currentLanguageCode();
  if (previous === target.code) return;
  await i18next.changeLanguage(target.locale);
  storeLanguage(target.code, previous);
  notify();
  callApi(updateLanguage, { body: { language: target.code } }).catch(() => {
    // The server learns the language again with the next change; the page already switched.
  });
  // Mark every language's copies stale; the screens fetch the new language under new keys.
  await queryClient?.invalidateQueries({
    predicate: isLanguageDependentQuery,
    refetchType: 'none',
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  i18next.on('languageChanged', listener);
  return () => {
    listeners.delete(listener);
    i18next.off('languageChanged', listener);
  };
}

function snapshot(): string {
  return i18next.language ?? FALLBACK_LOCALE;
}

export interface UseLanguage {
  code: string;
  locale: string;
  setLanguage: (code: string) => Promise<void>;
  supported: LanguageInfo[];
}

/**
 * The current language. The value is deferred so that queries keyed by the new language load
 * in the background while the page keeps showing the previous data instead of a fallback.
 */
export function useLanguage(): UseLanguage {
  const locale = useDeferredValue(useSyncExternalStore(subscribe, snapshot, snapshot));
  const queryClient = useQueryClient();
  const setLanguage = useCallback(
    (code: string) => changeLanguage(code, queryClient),
    [queryClient],
  );
  const info = languageByLocale(locale);
  return { code: info.code, locale: info.locale, setLanguage, supported: getSupportedLanguages() };
}

export { i18next as i18n };
