import { ERROR_CODES } from '@nova/contracts/errors';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ERROR_STATUS } from './error-status.ts';

describe('error status table', () => {
  it('maps every code of the closed list, and nothing else', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('uses only client or server error statuses', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code]).toBeLessThan(600);
    }
  });

  it('keeps the statuses the API promises', () => {
    expect(ERROR_STATUS).toMatchObject({
      VALIDATION_FAILED: 400,
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      TRIAL_FORBIDDEN: 403,
      NON_MEMBER_LOGIN: 403,
      NON_AGENT_LOGIN: 403,
      INVALID_DOMAIN: 403,
      REGION_RESTRICTED: 451,
      NOT_FOUND: 404,
      ROUTE_NOT_FOUND: 404,
      CONFLICT: 409,
      IDEMPOTENCY_CONFLICT: 409,
      RATE_LIMITED: 429,
      MAINTENANCE: 503,
      SERVICE_UNAVAILABLE: 503,
      INTERNAL: 500,
    });
  });
});
