import { APPROVAL_KINDS, APPROVAL_STATUSES } from '@nova/contracts/api/ops-approvals';
import { DEPOSIT_STATUSES } from '@nova/contracts/api/payments';
import { WITHDRAWAL_CONFIRMATIONS, WITHDRAWAL_STATUSES } from '@nova/contracts/api/withdrawals';
import { ERROR_CODES } from '@nova/contracts/errors';
import { DEFAULT_OPERATOR_ROLES } from '@nova/contracts/permissions';
import { describe, expect, it } from 'vitest';
import i18n, { ADMIN_LOCALES } from './i18n';

// Every value the server can send that a screen shows as words has its text in every locale:
// a missing one would show its key (`statuses.COMPLETED`) to an operator.
const KEYS = [
  ...[...DEPOSIT_STATUSES, ...WITHDRAWAL_STATUSES, ...WITHDRAWAL_CONFIRMATIONS].map(
    (status) => `statuses.${status}`,
  ),
  ...APPROVAL_STATUSES.map((status) => `approvals.statuses.${status}`),
  ...APPROVAL_KINDS.map((kind) => `approvals.kinds.${kind}`),
  ...Object.keys(DEFAULT_OPERATOR_ROLES).map((role) => `roles.${role}`),
  ...ERROR_CODES.map((code) => `errors.${code}`),
];

describe('texts of server values', () => {
  it.each(ADMIN_LOCALES)('%s has every one', (locale) => {
    const missing = KEYS.filter((key) => !i18n.exists(key, { lng: locale, fallbackLng: false }));
    expect(missing).toEqual([]);
  });
});
