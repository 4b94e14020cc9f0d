import type { OperatorPermission } from '@nova/contracts/permissions';

/**
 * Who is calling the operator API, proven: a service account by its bearer key, or an
 * operator (a person: password and TOTP) by the session cookie (issue 13).
 */
export interface OperatorPrincipal {
  kind: 'SERVICE' | 'OPERATOR';
  id: number;
  name: string;
  displayName: string;
  role: string;
  permissions: ReadonlySet<OperatorPermission | string>;
  /** An operator's session (its token's hash): what sign-out ends. */
  sessionId?: number;
}

/** Operator sessions (SECURITY.md "Session tokens"): idle and absolute limits. */
export const OPERATOR_SESSION = { idleMinutes: 30, absoluteHours: 12 } as const;
/** Failed sign-ins in a row before the account locks, and for how long. */
export const OPERATOR_LOCKOUT = { failures: 5, minutes: 15 } as const;

/** The service account the OPERATOR_API_TOKEN environment variable is the key of. */
export const TOKEN_SERVICE_ACCOUNT = 'operator-token';

/** Keys made here start with this, so a leaked one is recognisable in a scan. */
export const SERVICE_KEY_PREFIX = 'nsk_';

/** The issuer an authenticator app shows beside an operator's code (otpauth:// URIs). */
export const OPERATOR_TOTP_ISSUER = 'Nova88 back office';
