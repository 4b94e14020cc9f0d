/** Fixtures of the protection tests: an overview with limits in every state, and a session. */
import type { Limit, ProtectionOverview, SessionSummary } from '@nova/contracts/api/protection';

export const DEPOSIT_DAY: Limit = {
  kind: 'DEPOSIT',
  period: 'DAY',
  value: '50000',
  used: '12050',
  remaining: '37950',
  pending: null,
  setAt: '2026-11-28T06:00:00Z',
};

/** A raise still in its cooling-off. */
export const LOSS_WEEK: Limit = {
  kind: 'LOSS',
  period: 'WEEK',
  value: '100000',
  used: '100000',
  remaining: '0',
  pending: {
    value: '250000',
    requestedAt: '2026-11-30T06:00:00Z',
    effectiveAt: '2026-12-01T06:00:00Z',
    confirmable: false,
  },
  setAt: '2026-11-20T06:00:00Z',
};

/** A removal whose cooling-off is over: the player may confirm it. */
export const WAGER_MONTH: Limit = {
  kind: 'WAGER',
  period: 'MONTH',
  value: '2000000',
  used: '1700000',
  remaining: '300000',
  pending: {
    value: null,
    requestedAt: '2026-11-27T06:00:00Z',
    effectiveAt: '2026-11-28T06:00:00Z',
    confirmable: true,
  },
  setAt: '2026-11-01T06:00:00Z',
};

export const SESSION_LIMIT: Limit = {
  kind: 'SESSION',
  period: 'SESSION',
  value: '150',
  used: '40',
  remaining: '110',
  pending: null,
  setAt: '2026-11-01T06:00:00Z',
};

export const OVERVIEW: ProtectionOverview = {
  limits: [DEPOSIT_DAY, LOSS_WEEK, WAGER_MONTH, SESSION_LIMIT],
  exclusion: null,
  realityCheck: { intervalMinutes: 30, brandDefaultMinutes: 30, chosen: false },
  coolingOffHours: 24,
  currency: 'MYR',
  scale: 2,
};

export const EMPTY_OVERVIEW: ProtectionOverview = { ...OVERVIEW, limits: [] };

export const SESSION: SessionSummary = {
  startedAt: '2026-11-30T10:00:00.000Z',
  now: '2026-11-30T10:05:00.000Z',
  intervalMinutes: 15,
  stakes: '12500',
  wins: '9800',
  net: '-2700',
  currency: 'MYR',
  scale: 2,
  sessionEndsAt: null,
};
