import { LANGUAGE_STORAGE_KEYS } from '@nova/contracts/constants';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBundledLocale } from './bundled-locales';
import {
  changeLanguage,
  configureLanguages,
  currentLanguageCode,
  fetchLocale,
  i18n,
  initI18n,
  setLocaleLoader,
} from './i18n';
import { resolveInitialLanguage } from './language-storage';

const BRAND = { defaultLanguage: 'MY', supportedLanguages: ['MY', 'EN', 'CN'] };

function stubFetch() {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ success: true, value: { language: 'EN' } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('language persistence (spec §3 "Language keys: lang, hisLang")', () => {
  beforeAll(async () => {
    setLocaleLoader(loadBundledLocale);
    stubFetch();
    await initI18n('MY');
  });
  beforeEach(() => {
    stubFetch();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uses the storage keys lang and hisLang', () => {
    expect(LANGUAGE_STORAGE_KEYS).toEqual({ current: 'lang', history: 'hisLang' });
  });

  it('first visit takes the brand default and stores it', async () => {
    expect(localStorage.getItem('lang')).toBeNull();
    await configureLanguages(BRAND);
    expect(currentLanguageCode()).toBe('MY');
    expect(localStorage.getItem('lang')).toBe('MY');
    expect(document.documentElement.lang).toBe('ms');
  });

  it('a change stores lang and hisLang, tells the server and invalidates language data', async () => {
    await configureLanguages(BRAND);
    const fetchMock = stubFetch();
    const client = new QueryClient();
    client.setQueryData(['gameMenus', { lang: 'MY' }], []);
    client.setQueryData(['permissionData'], {});
    await changeLanguage('CN', client);
    expect(localStorage.getItem('lang')).toBe('CN');
    expect(localStorage.getItem('hisLang')).toBe('MY');
    expect(i18n.language).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(fetchMock).toHaveBeenCalledWith(
      '/wps/system/language',
      expect.objectContaining({ method: 'PUT', body: '{"language":"CN"}' }),
    );
    expect(client.getQueryState(['gameMenus', { lang: 'MY' }])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['permissionData'])?.isInvalidated).toBe(false);
    expect(i18n.t('common:close')).toBe('关闭');
  });

  it('ignores languages the brand does not offer', async () => {
    await configureLanguages(BRAND);
    await changeLanguage('EN');
    await changeLanguage('TH');
    expect(localStorage.getItem('lang')).toBe('EN');
    expect(currentLanguageCode()).toBe('EN');
  });

  it('a stored choice wins on later visits unless the brand dropped it', () => {
    localStorage.setItem('lang', 'EN');
    expect(resolveInitialLanguage(BRAND)).toBe('EN');
    localStorage.setItem('lang', 'TH');
    expect(resolveInitialLanguage(BRAND)).toBe('MY');
    localStorage.setItem('lang', 'garbage');
    expect(resolveInitialLanguage(BRAND)).toBe('MY');
  });
});

describe('locale files (decision 037, session 24)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches a locale file under the build version, and nothing for a locale without files', async () => {
    const fetchMock = vi.fn(async () => new Response('{"close":"关闭"}'));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchLocale('zh-CN', 'common')).toEqual({ close: '关闭' });
    expect(fetchMock).toHaveBeenCalledWith(
      `/assets/locales/${__NOVA_LOCALES__.version}/zh-CN/common.json`,
    );
    expect(__NOVA_LOCALES__.version).toMatch(/^[0-9a-f]{10}$/);
    expect(await fetchLocale('th', 'common')).toEqual({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails the load on an HTTP error, so i18next can retry it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('missing', { status: 404 })),
    );
    await expect(fetchLocale('en', 'home')).rejects.toThrow('locale en/home: HTTP 404');
  });
});
