/**
 * The locale files read from the bundle, for the server render (which has no origin to fetch
 * from) and the tests; the browser fetches them as static files (`i18n.ts`). Importing this puts
 * a loader per file in the importer's bundle: never import it from the browser's code.
 */
import type { LocaleLoader } from './i18n';

type LocaleModule = { default: Record<string, unknown> };
const modules = import.meta.glob<LocaleModule>('../locales/*/*.json');

export const loadBundledLocale: LocaleLoader = async (locale, namespace) => {
  const load = modules[`../locales/${locale}/${namespace}.json`];
  // Not translated yet: an empty bundle lets i18next fall back to English.
  return load ? (await load()).default : {};
};
