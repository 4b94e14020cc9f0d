/**
 * Where the visitor's language choice lives (spec §3 "Language keys: lang, hisLang") and how
 * the first language is chosen (spec §1: the brand's default language on first visit).
 */
import { LANGUAGE_STORAGE_KEYS } from '@nova/contracts/constants';
import { DEFAULT_LANGUAGE, findLanguage } from '@nova/contracts/languages';

export interface BrandLanguages {
  defaultLanguage: string;
  supportedLanguages: readonly string[];
}

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or storage full: the choice then lasts for this page only.
  }
}

/** The stored current language code, if it is one we know. */
export function readStoredLanguage(): string | null {
  return findLanguage(safeGet(LANGUAGE_STORAGE_KEYS.current))?.code ?? null;
}

export function readPreviousLanguage(): string | null {
  return findLanguage(safeGet(LANGUAGE_STORAGE_KEYS.history))?.code ?? null;
}

/** Keep the new choice as `lang` and the one it replaces as `hisLang`. */
export function storeLanguage(code: string, previous: string | null): void {
  if (previous && previous !== code) safeSet(LANGUAGE_STORAGE_KEYS.history, previous);
  safeSet(LANGUAGE_STORAGE_KEYS.current, code);
}

/** Stored choice when the brand still offers it, else the brand default, else MY. */
export function resolveInitialLanguage(brand?: BrandLanguages): string {
  const stored = readStoredLanguage();
  if (!brand) return stored ?? DEFAULT_LANGUAGE;
  if (stored && brand.supportedLanguages.includes(stored)) return stored;
  return findLanguage(brand.defaultLanguage)?.code ?? DEFAULT_LANGUAGE;
}
