import { setRequestLocale } from '@nova/client/api-client';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import zhCN from '../locales/zh-CN.json';

type Messages = Record<string, unknown>;
/**
 * A screen may keep its own strings in `locales/<locale>/<section>.json`: they join the one
 * namespace under `<section>` (e.g. `content.title`), so each screen owns its file.
 */
const SECTIONS = import.meta.glob<Messages>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function withSections(locale: string, core: Messages): Messages {
  const merged: Messages = { ...core };
  for (const [path, messages] of Object.entries(SECTIONS)) {
    const [, folder, file] = path.match(/locales\/([^/]+)\/([^/]+)\.json$/) ?? [];
    if (folder === locale && file) merged[file] = messages;
  }
  return merged;
}

/**
 * The back office's languages. Every string an operator sees comes from these files; numbers,
 * money and dates are formatted by Intl in the same locale (lib/format.ts).
 */
export const ADMIN_LOCALES = ['en', 'zh-CN'] as const;
export type AdminLocale = (typeof ADMIN_LOCALES)[number];
const STORAGE_KEY = 'nova-admin-locale';

function initialLocale(): AdminLocale {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  if (stored && (ADMIN_LOCALES as readonly string[]).includes(stored)) return stored as AdminLocale;
  const browser = typeof navigator === 'undefined' ? 'en' : navigator.language;
  return browser.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

void i18n.use(initReactI18next).init({
  resources: {
    en: { admin: withSections('en', en) },
    'zh-CN': { admin: withSections('zh-CN', zhCN) },
  },
  lng: initialLocale(),
  fallbackLng: 'en',
  defaultNS: 'admin',
  ns: ['admin'],
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});
setRequestLocale(i18n.language);
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export function changeLocale(locale: AdminLocale): void {
  localStorage.setItem(STORAGE_KEY, locale);
  void i18n.changeLanguage(locale);
  setRequestLocale(locale);
  document.documentElement.lang = locale;
}

export default i18n;
