/** Fixtures of the agent-team page tests: an agent's session and the team calls' answers. */
import type {
  Downline,
  MemberFigures,
  TeamFigures,
  TeamOverview,
} from '@nova/contracts/api/agent-team';
import type { Notice } from '@nova/contracts/api/content';
import { MEMBER, sessionOf } from '../../../test/member-test-kit';
import type { Session } from '../../session/hooks/use-session';

export const AGENT_SESSION: Session = sessionOf({
  ...MEMBER,
  id: 9,
  account: 'demoagent',
  nickname: 'Demo Agent',
  type: 1,
  isAgent: true,
});

export const ZERO_FIGURES: TeamFigures = {
  deposits: '0',
  withdrawals: '0',
  betCount: 0,
  bets: '0',
  validBets: '0',
  wins: '0',
  bonuses: '0',
  rebates: '0',
  netWinLoss: '0',
};

export const TOTALS: TeamFigures = {
  deposits: '1250000',
  withdrawals: '300000',
  betCount: 1234,
  bets: '98765432',
  validBets: '90000000',
  wins: '87654321',
  bonuses: '50000',
  rebates: '25050',
  netWinLoss: '-11036061',
};

export const OVERVIEW: TeamOverview = {
  teamSize: 1520,
  directCount: 12,
  newMembers: 7,
  activeMembers: 85,
  activeRule: { minDeposits: '10000', minValidBets: '50000' },
  totals: TOTALS,
  days: [
    {
      ...ZERO_FIGURES,
      date: '2026-11-23',
      newMembers: 3,
      activeMembers: 40,
      bets: '40000000',
      wins: '30000000',
      netWinLoss: '-10000000',
    },
    {
      ...ZERO_FIGURES,
      date: '2026-11-24',
      newMembers: 4,
      activeMembers: 45,
      bets: '58765432',
      wins: '57654321',
      netWinLoss: '-1036061',
    },
  ],
  updatedAt: '2026-11-23T20:25:00Z',
};

export function downline(overrides: Partial<Downline> = {}): Downline {
  return {
    id: 21,
    account: 'player01',
    nickname: 'Lucky',
    type: 0,
    isAgent: false,
    level: 1,
    balance: '150075',
    lastLoginAt: '2026-11-22T03:04:05Z',
    createdAt: '2026-10-01T00:00:00Z',
    teamSize: 0,
    status: 'ACTIVE',
    ...overrides,
  };
}

export const SUB_AGENT = downline({
  id: 31,
  account: 'demosub',
  nickname: 'Sub',
  type: 2,
  isAgent: true,
  balance: '500000',
  lastLoginAt: null,
  teamSize: 42,
});

export function memberFigures(overrides: Partial<MemberFigures> = {}): MemberFigures {
  return { ...TOTALS, memberId: 21, account: 'player01', level: 1, ...overrides };
}

/** A page of a paged team answer. */
export function paged<T>(content: T[], pageNum = 1, totalPages = content.length === 0 ? 0 : 1) {
  return {
    content,
    pageNum,
    pageSize: 20,
    totalPages,
    totalElements: totalPages === 0 ? 0 : Math.max(content.length, (totalPages - 1) * 20 + 1),
  };
}

export function notice(overrides: Partial<Notice> & Pick<Notice, 'id'>): Notice {
  return {
    type: 'AG',
    title: `Notice ${overrides.id}`,
    content: '<p>Hello agents</p>',
    time: '2026-11-20 10:00:00',
    execution: 'B',
    announcementImages: [],
    ...overrides,
  };
}
