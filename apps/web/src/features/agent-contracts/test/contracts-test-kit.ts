/** Fixtures of the agent-contracts tests: contracts in each state and side, and statements. */
import type { Contract, Statement } from '@nova/contracts/api/agent-contracts';
import type { MemberInfo } from '@nova/contracts/api/session';
import type { ConsolidatedFunds } from '@nova/contracts/api/transfers';
import { BALANCE, MEMBER } from '../../../test/member-test-kit';

export const AGENT: MemberInfo = {
  ...MEMBER,
  id: 41,
  account: 'demoagent',
  type: 1,
  isAgent: true,
};

/** My dividend contract with the platform: 20 % from 10,000.00 bets, 30 % from 50,000.00. */
export const MY_DIVIDEND: Contract = {
  id: 11,
  kind: 'DIVIDEND',
  period: 'SEMIMONTHLY',
  rateType: 'PERCENT',
  tiers: [
    { minBets: '1000000', minNetLoss: '0', minActive: 3, ratio: 2000, amount: '0' },
    { minBets: '5000000', minNetLoss: '100000', minActive: 10, ratio: 3000, amount: '0' },
  ],
  state: 'SIGNED',
  upline: null,
  downline: 'demoagent',
  downlineId: 41,
  role: 'DOWNLINE',
  createdAt: '2026-11-01T02:00:00.000Z',
  signedAt: '2026-11-01T03:00:00.000Z',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  events: [
    { at: '2026-11-01T02:00:00.000Z', action: 'OFFERED', actor: 'PLATFORM:ops1', note: null },
    { at: '2026-11-01T03:00:00.000Z', action: 'SIGNED', actor: 'demoagent', note: null },
  ],
};

/** An offer from my upline waiting for my answer: a daily salary of 0.50 % of valid bets. */
export const DAILY_OFFER: Contract = {
  id: 21,
  kind: 'SALARY_DAILY',
  period: 'DAILY',
  rateType: 'PERCENT',
  tiers: [{ minBets: '2000000', minNetLoss: '0', minActive: 5, ratio: 50, amount: '0' }],
  state: 'OFFERED',
  upline: 'bigboss',
  downline: 'demoagent',
  downlineId: 41,
  role: 'DOWNLINE',
  createdAt: '2026-11-28T06:00:00.000Z',
  signedAt: null,
  startsAt: null,
  endsAt: null,
  events: [{ at: '2026-11-28T06:00:00.000Z', action: 'OFFERED', actor: 'bigboss', note: null }],
};

/** A dividend I gave my sub-agent demosub, in force. */
export const GIVEN_DIVIDEND: Contract = {
  ...MY_DIVIDEND,
  id: 31,
  tiers: [{ minBets: '1000000', minNetLoss: '0', minActive: 3, ratio: 1500, amount: '0' }],
  upline: 'demoagent',
  downline: 'demosub',
  downlineId: 52,
  role: 'UPLINE',
  events: [
    { at: '2026-11-02T02:00:00.000Z', action: 'OFFERED', actor: 'demoagent', note: null },
    { at: '2026-11-02T03:00:00.000Z', action: 'SIGNED', actor: 'demosub', note: null },
  ],
};

export function flags(overrides: Partial<ConsolidatedFunds> = {}): ConsolidatedFunds {
  return {
    balance: BALANCE,
    dailysalreqtype: '0',
    divtypereq: '1',
    contracthoursalreq: '0',
    realtimesalreqtype: '0',
    ...overrides,
  };
}

export function paged<T>(content: T[], totalElements = content.length) {
  return {
    content,
    pageNum: 1,
    pageSize: 20,
    totalPages: Math.max(1, Math.ceil(totalElements / 20)),
    totalElements,
  };
}

/** A paid half-month dividend: net loss 1,250.00 × 30.00 % = 375.00. */
export const PAID_STATEMENT: Statement = {
  id: 101,
  contractId: 11,
  kind: 'DIVIDEND',
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-11-16T00:00:00.000Z',
  agent: 'demoagent',
  payer: null,
  role: 'RECEIVED',
  figures: {
    bets: '6000000',
    validBets: '5800000',
    wins: '5700000',
    bonuses: '50000',
    rebates: '125000',
    netLoss: '125000',
    activeMembers: 12,
  },
  tier: 1,
  ratio: 3000,
  rateType: 'PERCENT',
  formula: 'floor(125000 × 3000 / 10000)',
  amount: '37500',
  paid: '37500',
  status: 'PAID',
  settledAt: '2026-11-16T00:05:00.000Z',
  paidAt: '2026-11-16T00:05:00.000Z',
};

/** Overdue: the payer could pay only part; its account is frozen. */
export const OVERDUE_STATEMENT: Statement = {
  ...PAID_STATEMENT,
  id: 102,
  periodStart: '2026-10-16T00:00:00.000Z',
  periodEnd: '2026-11-01T00:00:00.000Z',
  payer: 'bigboss',
  figures: { ...PAID_STATEMENT.figures, netLoss: '80000', activeMembers: 4 },
  tier: 0,
  ratio: 2000,
  formula: 'floor(80000 × 2000 / 10000)',
  amount: '16000',
  paid: '6000',
  status: 'OVERDUE',
  paidAt: null,
};

/** No tier reached. */
export const NOTHING_STATEMENT: Statement = {
  ...PAID_STATEMENT,
  id: 103,
  periodStart: '2026-10-01T00:00:00.000Z',
  periodEnd: '2026-10-16T00:00:00.000Z',
  figures: { ...PAID_STATEMENT.figures, validBets: '90000', netLoss: '-5000', activeMembers: 1 },
  tier: null,
  ratio: 0,
  formula: '0',
  amount: '0',
  paid: '0',
  status: 'NOTHING',
  paidAt: null,
};
