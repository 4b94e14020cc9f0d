import type { OpsMemberProtection } from '@nova/contracts/api/ops-protection';

/**
 * Fixtures of the protection screens' tests: the permissions and a member's panel data (the render
 * and the API stand-in are the back office's, in src/test/).
 */

export const ALL_PROTECTION = ['protection.read', 'protection.manage', 'protection.settings'];

export function protectionOf(overrides: Partial<OpsMemberProtection> = {}): OpsMemberProtection {
  return {
    memberId: 42,
    account: '60123456789',
    limits: [
      {
        kind: 'DEPOSIT',
        period: 'DAY',
        value: '50000',
        used: '40000',
        remaining: '10000',
        pending: {
          value: '80000',
          requestedAt: '2026-11-30T02:00:00Z',
          effectiveAt: '2026-12-01T02:00:00Z',
          confirmable: false,
        },
        setAt: '2026-11-20T04:00:00Z',
      },
      {
        kind: 'SESSION',
        period: 'SESSION',
        value: '90',
        used: '30',
        remaining: '60',
        pending: null,
        setAt: '2026-11-21T04:00:00Z',
      },
    ],
    exclusion: null,
    realityCheck: { intervalMinutes: 30, brandDefaultMinutes: 60, chosen: true },
    coolingOffHours: 24,
    currency: 'MYR',
    scale: 2,
    exclusions: [],
    limitHistory: [
      {
        at: '2026-11-30T02:00:00Z',
        kind: 'DEPOSIT',
        period: 'DAY',
        action: 'INCREASE_REQUESTED',
        from: '50000',
        to: '80000',
        by: 'PLAYER',
        reason: null,
      },
      {
        at: '2026-11-20T04:00:00Z',
        kind: 'DEPOSIT',
        period: 'DAY',
        action: 'DECREASE',
        from: '100000',
        to: '50000',
        by: 'demo-cs',
        reason: 'Asked by phone',
      },
    ],
    hits: [
      {
        at: '2026-11-29T10:00:00Z',
        action: 'DEPOSIT',
        kind: 'DEPOSIT',
        period: 'DAY',
        amount: '20000',
      },
    ],
    hits30Days: 4,
    ...overrides,
  };
}
