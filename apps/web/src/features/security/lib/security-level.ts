import type { SecurityOverview } from '@nova/contracts/api/security';

/** The protections the level meter counts, in card order. */
export const SECURITY_ITEMS = [
  'password',
  'mobile',
  'email',
  'realName',
  'paymentPassword',
  'authenticator',
] as const;
export type SecurityItem = (typeof SECURITY_ITEMS)[number];

export type SecurityLevel = 'low' | 'medium' | 'high';

export function isItemSet(overview: SecurityOverview, item: SecurityItem): boolean {
  switch (item) {
    case 'password':
      return overview.passwordLogin;
    case 'mobile':
      return overview.mobile !== null;
    case 'email':
      return overview.email !== null;
    case 'realName':
      return overview.realNameSet;
    case 'paymentPassword':
      return overview.paymentPasswordSet;
    case 'authenticator':
      return overview.totpEnabled;
  }
}

export interface SecurityScore {
  done: number;
  total: number;
  level: SecurityLevel;
  /** The first protection still missing: what the meter suggests next. */
  next: SecurityItem | null;
}

/** How many protections are set, and the level they add up to (≤2 low, ≤4 medium, else high). */
export function securityScore(overview: SecurityOverview): SecurityScore {
  const missing = SECURITY_ITEMS.filter((item) => !isItemSet(overview, item));
  const done = SECURITY_ITEMS.length - missing.length;
  const level: SecurityLevel = done <= 2 ? 'low' : done <= 4 ? 'medium' : 'high';
  return { done, total: SECURITY_ITEMS.length, level, next: missing[0] ?? null };
}
