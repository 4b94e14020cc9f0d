import { describe, expect, it } from 'vitest';
import { BettingRecordsPage } from '../../records/components/betting-records-page';
import { memberPageComponent } from './member-page-content';

type Lazy = { _init: (payload: unknown) => unknown; _payload: unknown };

/** Resolves a React.lazy component to what its import gives (the chunk the page loads). */
async function resolveLazy(component: unknown): Promise<unknown> {
  const lazy = component as Lazy;
  try {
    return lazy._init(lazy._payload);
  } catch (pending) {
    await pending;
    return lazy._init(lazy._payload);
  }
}

describe('member page registry', () => {
  it('renders the betting records page as personalHistoryCopy', async () => {
    const page = memberPageComponent('personalHistoryCopy');
    expect(page).not.toBeNull();
    expect(await resolveLazy(page)).toBe(BettingRecordsPage);
  });
});
