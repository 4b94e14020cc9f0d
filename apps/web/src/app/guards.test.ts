import type { MemberInfo } from '@nova/contracts/api/session';
import { beforeEach, describe, expect, it } from 'vitest';
import { useModals } from '../features/modals/use-modals';
import { useTrialWarning } from '../features/security/hooks/use-trial-warning';
import { queryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { agentGuard, lotteryGuard, memberGuard } from './guards';

const MEMBER: MemberInfo = {
  id: 3,
  account: 'player01',
  nickname: 'Lucky',
  type: 0,
  isAgent: false,
  isTrial: false,
  currency: 'MYR',
  language: 'EN',
  mustChangePassword: false,
};

function signedIn(member: MemberInfo | null) {
  queryClient.setQueryData(queryKeys.memberInfo, member);
}

function location(result: unknown): string | null {
  return result instanceof Response ? result.headers.get('Location') : null;
}

const openModals = () => useModals.getState().stack.map((m) => m.name);

beforeEach(() => {
  queryClient.clear();
  useModals.setState({ stack: [] });
  useTrialWarning.setState({ open: false });
});

describe('memberGuard (spec §4 "Protected action", §6 "Trial user")', () => {
  it('lets a member in', async () => {
    signedIn(MEMBER);
    expect(await memberGuard()).toBeNull();
    expect(openModals()).toEqual([]);
  });

  it('sends a visitor home with the login modal', async () => {
    signedIn(null);
    expect(location(await memberGuard())).toBe('/');
    expect(openModals()).toEqual(['login']);
    expect(useTrialWarning.getState().open).toBe(false);
  });

  it('sends a trial account home with the real-account warning', async () => {
    signedIn({ ...MEMBER, type: 4, isTrial: true });
    expect(location(await memberGuard())).toBe('/');
    expect(useTrialWarning.getState().open).toBe(true);
    expect(openModals()).toEqual([]);
  });
});

describe('lotteryGuard', () => {
  it('sends a visitor to /login and a trial account home with the warning', async () => {
    signedIn(null);
    expect(location(await lotteryGuard())).toBe('/login');
    signedIn({ ...MEMBER, type: 4, isTrial: true });
    expect(location(await lotteryGuard())).toBe('/');
    expect(useTrialWarning.getState().open).toBe(true);
    signedIn(MEMBER);
    expect(await lotteryGuard()).toBeNull();
  });
});

describe('agentGuard', () => {
  it('lets agents in and sends everyone else to /agent', async () => {
    signedIn(MEMBER);
    expect(location(await agentGuard())).toBe('/agent');
    signedIn({ ...MEMBER, type: 1, isAgent: true });
    expect(await agentGuard()).toBeNull();
  });
});
