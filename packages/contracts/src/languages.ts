/**
 * Every language the site will offer (spec §1: about 40). `code` is the site's language code
 * (what the API and brand config use); `locale` is the BCP 47 tag used by i18next, Intl and
 * the <html lang> attribute. `shipped` languages have complete locale files today; the i18n
 * check (`npm run i18n:check`) lists the missing keys of every other one.
 */
export interface LanguageInfo {
  code: string;
  locale: string;
  name: string;
  nativeName: string;
  dir: 'ltr' | 'rtl';
  shipped: boolean;
}

function lang(
  code: string,
  locale: string,
  name: string,
  nativeName: string,
  extra?: Partial<LanguageInfo>,
): LanguageInfo {
  return { code, locale, name, nativeName, dir: 'ltr', shipped: false, ...extra };
}

export const LANGUAGES: readonly LanguageInfo[] = [
  lang('MY', 'ms', 'Malay', 'Bahasa Melayu', { shipped: true }),
  lang('EN', 'en', 'English', 'English', { shipped: true }),
  lang('CN', 'zh-CN', 'Chinese (Simplified)', '简体中文', { shipped: true }),
  lang('TW', 'zh-TW', 'Chinese (Traditional)', '繁體中文'),
  lang('JA', 'ja', 'Japanese', '日本語'),
  lang('KO', 'ko', 'Korean', '한국어'),
  lang('TH', 'th', 'Thai', 'ไทย'),
  lang('VI', 'vi', 'Vietnamese', 'Tiếng Việt'),
  lang('ID', 'id', 'Indonesian', 'Bahasa Indonesia'),
  lang('TY', 'tl', 'Tagalog', 'Tagalog'),
  lang('KM', 'km', 'Khmer', 'ភាសាខ្មែរ'),
  lang('LO', 'lo', 'Lao', 'ລາວ'),
  lang('MM', 'my', 'Burmese', 'မြန်မာ'),
  lang('HI', 'hi', 'Hindi', 'हिन्दी'),
  lang('BN', 'bn', 'Bengali', 'বাংলা'),
  lang('TA', 'ta', 'Tamil', 'தமிழ்'),
  lang('TE', 'te', 'Telugu', 'తెలుగు'),
  lang('MR', 'mr', 'Marathi', 'मराठी'),
  lang('GU', 'gu', 'Gujarati', 'ગુજરાતી'),
  lang('KN', 'kn', 'Kannada', 'ಕನ್ನಡ'),
  lang('ML', 'ml', 'Malayalam', 'മലയാളം'),
  lang('PA', 'pa', 'Punjabi', 'ਪੰਜਾਬੀ'),
  lang('NE', 'ne', 'Nepali', 'नेपाली'),
  lang('SI', 'si', 'Sinhala', 'සිංහල'),
  lang('UR', 'ur', 'Urdu', 'اردو', { dir: 'rtl' }),
  lang('AR', 'ar', 'Arabic', 'العربية', { dir: 'rtl' }),
  lang('FA', 'fa', 'Persian', 'فارسی', { dir: 'rtl' }),
  lang('HE', 'he', 'Hebrew', 'עברית', { dir: 'rtl' }),
  lang('TR', 'tr', 'Turkish', 'Türkçe'),
  lang('RU', 'ru', 'Russian', 'Русский'),
  lang('UK', 'uk', 'Ukrainian', 'Українська'),
  lang('PL', 'pl', 'Polish', 'Polski'),
  lang('DE', 'de', 'German', 'Deutsch'),
  lang('FR', 'fr', 'French', 'Français'),
  lang('ES', 'es', 'Spanish', 'Español'),
  lang('PT', 'pt-PT', 'Portuguese', 'Português'),
  lang('BR', 'pt-BR', 'Portuguese (Brazil)', 'Português (Brasil)'),
  lang('IT', 'it', 'Italian', 'Italiano'),
  lang('NL', 'nl', 'Dutch', 'Nederlands'),
  lang('SV', 'sv', 'Swedish', 'Svenska'),
  lang('EL', 'el', 'Greek', 'Ελληνικά'),
  lang('RO', 'ro', 'Romanian', 'Română'),
  lang('HU', 'hu', 'Hungarian', 'Magyar'),
  lang('CS', 'cs', 'Czech', 'Čeština'),
];

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code);
export const DEFAULT_LANGUAGE = 'MY';

export function findLanguage(code: string | null | undefined): LanguageInfo | undefined {
  if (!code) return undefined;
  const upper = code.toUpperCase();
  return LANGUAGES.find((l) => l.code === upper);
}
