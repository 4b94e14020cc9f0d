import { setRequestLocale } from '@nova/client/api-client';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

type Messages = Record<string, unknown>;

/**
 * The strings of one language: the core file `locales/<locale>.json`, and each screen's own
 * `locales/<locale>/<section>.json`, which joins the one namespace under `<section>` (e.g.
 * `content.title`), so each screen owns its file. Only the operator's language is fetched (one
 * chunk per language, vite.config.ts); another is fetched when the operator switches to it.
 */
const CORE = import.meta.glob<Messages>('../locales/*.json', { import: 'default' });
const SECTIONS = import.meta.glob<Messages>('../locales/*/*.json', { import: 'default' });

async function messagesOf(locale: string): Promise<Messages> {
  const core = CORE[`../locales/${locale}.json`];
  if (!core) throw new Error(`no strings for ${locale}`);
  const merged: Messages = { ...(await core()) };
  await Promise.all(
    Object.entries(SECTIONS).map(async ([path, load]) => {
      const [, folder, file] = path.match(/locales\/([^/]+)\/([^/]+)\.json$/) ?? [];
      if (folder === locale && file) merged[file] = await load();
    }),
  );
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

/** Makes `locale`'s strings available (fetched once). */
export async function loadLocale(locale: AdminLocale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'admin')) return;
  i18n.addResourceBundle(locale, 'admin', await messagesOf(locale));
}

/** Resolves once the operator's language is loaded; the app renders after it (main.tsx). */
export const i18nReady: Promise<void> = (async () => {
  const lng = initialLocale();
  await i18n.use(initReactI18next).init({
    resources: { [lng]: { admin: await messagesOf(lng) } },
    lng,
    fallbackLng: false,
    defaultNS: 'admin',
    ns: ['admin'],
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  setRequestLocale(i18n.language);
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
})();

export async function changeLocale(locale: AdminLocale): Promise<void> {
  await loadLocale(locale);
  localStorage.setItem(STORAGE_KEY, locale);
  await i18n.changeLanguage(locale);
  setRequestLocale(locale);
  document.documentElement.lang = locale;
}

export default i18n;
