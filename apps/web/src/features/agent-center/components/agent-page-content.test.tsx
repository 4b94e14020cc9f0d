import { describe, expect, it } from 'vitest';
import { BettingRecordsPage } from '../../records/components/betting-records-page';
import { agentPageComponent } from './agent-page-content';

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

describe('agent page registry', () => {
  it("renders the agent's own betting records as personalHistoryCopy, other pages not yet", async () => {
    const page = agentPageComponent('personalHistoryCopy');
    expect(page).not.toBeNull();
    expect(await resolveLazy(page)).toBe(BettingRecordsPage);
    expect(agentPageComponent('teamBetting')).toBeNull();
  });
});
