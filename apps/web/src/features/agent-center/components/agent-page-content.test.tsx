import { describe, expect, it } from 'vitest';
import { DividendPage } from '../../agent-contracts/components/contract-kind-page';
import { TeamBettingPage } from '../../agent-team/components/team-betting-page';
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
  it('maps each page to its feature: own records, team pages, contract pages', async () => {
    expect(await resolveLazy(agentPageComponent('personalHistoryCopy'))).toBe(BettingRecordsPage);
    expect(await resolveLazy(agentPageComponent('teamBetting'))).toBe(TeamBettingPage);
    expect(await resolveLazy(agentPageComponent('agentDividendRecordCopy2'))).toBe(DividendPage);
    // Platform messages come with the messages issue.
    expect(agentPageComponent('platformMessages')).toBeNull();
  });
});
