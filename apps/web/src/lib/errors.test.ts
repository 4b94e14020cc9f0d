import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../test/render-with-providers';
import { ApiError } from './api-client';
import { formatDateTimeText } from './datetime';
import { errorCodeOf, errorMessage, protectionValues } from './errors';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';

const UNTIL = '2026-12-01T06:00:00.000Z';

beforeAll(async () => {
  await initTestI18n();
  queryClient.setQueryData(queryKeys.permissionData, {
    brand: { currencySymbol: 'RM', currencyScale: 2 },
  });
});
afterEach(() => i18next.changeLanguage('en'));

describe('errorMessage', () => {
  it('translates the code, never the server text', () => {
    expect(errorCodeOf(new Error('boom'))).toBe('INTERNAL');
    expect(errorMessage(i18next.t, new ApiError('INVALID_CREDENTIALS', 401))).toBe(
      'Wrong account or password.',
    );
  });

  it('fills in the end of a time-out as a date and time in the locale', () => {
    const error = new ApiError('TIMED_OUT', 403, [], { protection: { until: UNTIL } });
    expect(errorMessage(i18next.t, error)).toBe(
      `You are on a time-out until ${formatDateTimeText(new Date(UNTIL), 'en')}. You can play again after it ends.`,
    );
    expect(errorMessage(i18next.t, error)).not.toContain('{{');
  });

  it('says "permanent" for a self-exclusion without an end', () => {
    const error = new ApiError('SELF_EXCLUDED', 403, [], { protection: { until: null } });
    expect(errorMessage(i18next.t, error)).toBe(
      'You have self-excluded until further notice (permanent). Play, deposits and transfers stay closed; you can still withdraw your balance.',
    );
  });

  it('fills in what remains of a limit in the brand currency, exactly', () => {
    const error = new ApiError('LIMIT_REACHED', 403, [], {
      protection: {
        kind: 'DEPOSIT',
        period: 'DAY',
        value: '50000',
        used: '49950',
        remaining: '50',
      },
    });
    expect(errorMessage(i18next.t, error)).toBe(
      'This would go beyond your 24-hour deposit limit. You have RM 0.50 left of it.',
    );
    const big = new ApiError('LIMIT_REACHED', 403, [], {
      protection: { kind: 'WAGER', remaining: '900719925474099312' },
    });
    expect(errorMessage(i18next.t, big)).toContain('RM 9,007,199,254,740,993.12 left');
  });

  it('writes the date and the amount the way the language does', () => {
    expect(
      protectionValues(
        i18next.t,
        new ApiError('TIMED_OUT', 403, [], { protection: { until: UNTIL } }),
        'zh-CN',
      ),
    ).toEqual({
      until: formatDateTimeText(new Date(UNTIL), 'zh-CN'),
      remaining: '—',
      limit: 'limit',
    });
    expect(
      protectionValues(
        i18next.t,
        new ApiError('LIMIT_REACHED', 403, [], { protection: { remaining: '123456789' } }),
        'de',
        { symbol: '€', scale: 2 },
      ).remaining,
    ).toBe('€ 1.234.567,89');
  });

  it('never shows a raw placeholder when the server sent no protection extra', () => {
    expect(errorMessage(i18next.t, new ApiError('TIMED_OUT', 403))).toBe(
      'You are on a time-out until —. You can play again after it ends.',
    );
    expect(
      errorMessage(
        i18next.t,
        new ApiError('LIMIT_REACHED', 403, [], { protection: { remaining: 'lots' } }),
      ),
    ).toBe('This would go beyond your limit. You have — left of it.');
  });
});
