/**
 * Where the visitor's language choice lives (spec §3 "Language keys: lang, hisLang") and how
 * the first language is chosen (spec §1: the brand's default language on first visit).
 */
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEYS } from '@nova/contracts/constants';
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

let serverChoice: string | null | undefined;

/**
 * The server render reads the visitor's `nova_lang` cookie instead of storage (renders run one
 * at a time); undefined goes back to storage.
 */
export function setServerLanguageChoice(code: string | null | undefined): void {
  serverChoice = code;
}

/** The stored current language code, if it is one we know. */
export function readStoredLanguage(): string | null {
  const stored = serverChoice === undefined ? safeGet(LANGUAGE_STORAGE_KEYS.current) : serverChoice;
  return findLanguage(stored)?.code ?? null;
}

/** The choice as a cookie too, so the server renders the next first screen in it. */
export function writeLanguageCookie(code: string): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=31536000; samesite=lax`;
}

export function readPreviousLanguage(): string | null {
  return findLanguage(safeGet(LANGUAGE_STORAGE_KEYS.history))?.code ?? null;
}

/** Keep the new choice as `lang` and the one it replaces as `hisLang`. */
export function storeLanguage(code: string, previous: string | null): void {
  if (previous && previous !== code) safeSet(LANGUAGE_STORAGE_KEYS.history, previous);
  safeSet(LANGUAGE_STORAGE_KEYS.current, code);
  writeLanguageCookie(code);
}

/** Stored choice when the brand still offers it, else the brand default, else MY. */
export function resolveInitialLanguage(brand?: BrandLanguages): string {
  const stored = readStoredLanguage();
  if (!brand) return stored ?? DEFAULT_LANGUAGE;
  if (stored && brand.supportedLanguages.includes(stored)) return stored;
  return findLanguage(brand.defaultLanguage)?.code ?? DEFAULT_LANGUAGE;
}
