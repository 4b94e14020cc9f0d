import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../test/render-with-providers';
import { formatCount, intlLocale, useLocale } from './locale';

describe('locale', () => {
  beforeAll(() => initTestI18n());
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it("maps i18next's language to a BCP 47 tag Intl accepts", () => {
    expect(intlLocale('en')).toBe('en');
    expect(intlLocale('ms')).toBe('ms');
    expect(intlLocale('zh-CN')).toBe('zh-CN');
    expect(intlLocale('pt-BR')).toBe('pt-BR');
    // No language yet, or one the site does not know: the default language (MY).
    expect(intlLocale(undefined)).toBe('ms');
    expect(intlLocale('cimode')).toBe('ms');
    expect(Intl.NumberFormat.supportedLocalesOf(intlLocale('zh-CN'))).toEqual(['zh-CN']);
  });

  it('follows a language change', async () => {
    const { result } = renderHook(() => useLocale());
    expect(result.current).toBe('en');
    await act(() => i18next.changeLanguage('zh-CN'));
    expect(result.current).toBe('zh-CN');
  });

  it("groups counts the locale's way, in Latin digits", () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'de')).toBe('12.345');
    expect(formatCount(12345n, 'hi')).toBe('12,345');
    expect(formatCount(1234567, 'bn')).toBe('12,34,567');
  });
});
