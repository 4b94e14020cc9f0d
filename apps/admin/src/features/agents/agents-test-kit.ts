import type { Contract, Statement } from '@nova/contracts/api/agent-contracts';
import type { OpsAgent } from '@nova/contracts/api/ops-agents';

/**
 * Fixtures of the agent screens' tests (the render and the API stand-in are the back office's,
 * in src/test/): agents, contracts and statements as the operator API answers them.
 */

export const AGENTS_READ = ['agents.read'];
export const AGENTS_ALL = ['agents.read', 'agents.contracts', 'agents.settle'];

export function agentOf(overrides: Partial<OpsAgent> = {}): OpsAgent {
  return {
    id: 7,
    account: 'demoagent',
    nickname: 'Demo Agent',
    type: 1,
    upline: null,
    depth: 1,
    teamSize: 12,
    directCount: 3,
    balance: '1250050',
    contracts: ['DIVIDEND', 'SALARY_DAILY'],
    frozen: false,
    owes: '0',
    status: 'ACTIVE',
    ...overrides,
  };
}

export function contractOf(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 31,
    kind: 'DIVIDEND',
    period: 'SEMIMONTHLY',
    rateType: 'PERCENT',
    tiers: [
      { minBets: '100000', minNetLoss: '50000', minActive: 3, ratio: 2000, amount: '0' },
      { minBets: '500000', minNetLoss: '200000', minActive: 10, ratio: 3025, amount: '0' },
    ],
    state: 'SIGNED',
    upline: null,
    downline: 'demoagent',
    downlineId: 7,
    role: 'DOWNLINE',
    createdAt: '2026-11-01T02:00:00Z',
    signedAt: '2026-11-01T03:00:00Z',
    startsAt: '2026-11-01T00:00:00Z',
    endsAt: null,
    events: [
      {
        at: '2026-11-01T02:00:00Z',
        action: 'OFFERED',
        actor: 'PLATFORM:demo-finance',
        note: 'Q4 terms',
      },
      { at: '2026-11-01T03:00:00Z', action: 'SIGNED', actor: 'demoagent', note: null },
    ],
    ...overrides,
  };
}

export function statementOf(overrides: Partial<Statement> = {}): Statement {
  return {
    id: 501,
    contractId: 31,
    kind: 'DIVIDEND',
    periodStart: '2026-11-01T00:00:00Z',
    periodEnd: '2026-11-16T00:00:00Z',
    agent: 'demoagent',
    payer: null,
    role: 'RECEIVED',
    figures: {
      bets: '2000000',
      validBets: '1900000',
      wins: '700000',
      bonuses: '30000',
      rebates: '20000',
      netLoss: '1250000',
      activeMembers: 11,
    },
    tier: 1,
    ratio: 3025,
    rateType: 'PERCENT',
    formula: 'floor(1250000 × 3025 / 10000)',
    amount: '378125',
    paid: '378125',
    status: 'PAID',
    settledAt: '2026-11-16T00:05:00Z',
    paidAt: '2026-11-16T00:05:00Z',
    ...overrides,
  };
}

/** A page of the agent calls (numbered pages). */
export function pageOf<T>(content: T[], pageNum = 1, totalPages = 1) {
  return { content, pageNum, pageSize: 20, totalPages, totalElements: content.length };
}
