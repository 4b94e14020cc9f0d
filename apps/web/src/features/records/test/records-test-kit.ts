import { afterEach, beforeAll, beforeEach, type Mock, vi } from 'vitest';
import { sessionOf } from '../../../test/member-test-kit';
import { initTestI18n } from '../../../test/render-with-providers';
import type { Session } from '../../session/hooks/use-session';

/** 20:30 UTC on 23 Nov is 24 Nov in the brand's zone (Asia/Kuala_Lumpur): a day edge to get right. */
export const BRAND_DAY_EDGE = '2026-11-23T20:30:00Z';

/**
 * The frame of a records page test, registered in the calling file: i18n once; before each test
 * a fresh mocked `callApi` and a signed-in member, and with `clock` the date frozen there (only
 * the date: timers still run, so queries settle). Each file keeps its own `vi.mock` lines, which
 * vitest hoists per file.
 */
export function setUpRecordsPageTests(
  callApi: Mock,
  state: { session: Session },
  { clock }: { clock?: string } = {},
): void {
  beforeAll(() => initTestI18n());
  beforeEach(() => {
    if (clock !== undefined) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(clock));
    }
    callApi.mockReset();
    state.session = sessionOf();
  });
  if (clock !== undefined) afterEach(() => vi.useRealTimers());
}
