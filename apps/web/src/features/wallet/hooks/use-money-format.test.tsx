import type { PermissionData } from '@nova/contracts/api/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { initTestI18n } from '../../../test/render-with-providers';
import { moneyFormat, useBrandMoneyFormat } from './use-money-format';

describe('moneyFormat', () => {
  it('writes the brand symbol, a space, then the amount (the e2e specs read "RM 1,234.56")', () => {
    const en = moneyFormat('RM', 2, 'en');
    expect(en.format('123456')).toBe('RM 1,234.56');
    expect(en.format(0n)).toBe('RM 0.00');
    expect(en.format('-5000')).toBe('−RM 50.00');
    expect(en.format('62000', { signed: true })).toBe('+RM 620.00');
    expect(en.format('-17000', { signed: true })).toBe('−RM 170.00');
    expect(en.format('0', { signed: true })).toBe('RM 0.00');
    expect(en.format('123456', { symbol: false })).toBe('1,234.56');
    expect(moneyFormat('', 2, 'en').format('100')).toBe('1.00');
    expect(moneyFormat('₫', 0, 'en').format('1234567')).toBe('₫ 1,234,567');
  });

  it("uses the locale's separators, keeping our symbol and sign in front", () => {
    expect(moneyFormat('RM', 2, 'ms').format('123456')).toBe('RM 1,234.56');
    expect(moneyFormat('¥', 2, 'zh-CN').format('123456')).toBe('¥ 1,234.56');
    expect(moneyFormat('€', 2, 'de').format('-123456')).toBe('−€ 1.234,56');
    expect(moneyFormat('₽', 2, 'ru').format('123456', { signed: true })).toBe('+₽ 1\u00a0234,56');
  });

  it('prints amounts past 2^53 minor units exactly', () => {
    expect(moneyFormat('RM', 2, 'en').format('9007199254740993')).toBe('RM 90,071,992,547,409.93');
    expect(moneyFormat('RM', 2, 'de').format(2n ** 63n - 1n)).toBe('RM 92.233.720.368.547.758,07');
  });

  it("reads what a person types in the page's locale, never as a float", () => {
    const en = moneyFormat('RM', 2, 'en');
    expect(en.parse('1,234.56')).toBe(123456n);
    expect(en.parse('1234.56')).toBe(123456n);
    expect(en.parse('1234,56')).toBeNull();
    const de = moneyFormat('€', 2, 'de');
    expect(de.parse('1234,56')).toBe(123456n);
    expect(de.parse('1234.56')).toBe(123456n);
    expect(de.parse('1.234,56')).toBeNull();
    expect(de.parse('90071992547409,93')).toBe(9007199254740993n);
  });
});

describe('useBrandMoneyFormat', () => {
  beforeAll(() => initTestI18n());
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it("formats with the brand's symbol and scale in the current language", async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.permissionData, {
      brand: { currencySymbol: 'RM', currencyScale: 2 },
    } as unknown as PermissionData);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useBrandMoneyFormat(), { wrapper });
    expect(result.current.locale).toBe('en');
    expect(result.current.format('123456')).toBe('RM 1,234.56');
    await act(() => i18next.changeLanguage('de'));
    expect(result.current.locale).toBe('de');
    expect(result.current.format('123456')).toBe('RM 1.234,56');
    expect(result.current.parse('1234,56')).toBe(123456n);
  });
});
