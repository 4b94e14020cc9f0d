import {
  CONTRACT_KINDS,
  CONTRACT_PERIODS,
  CONTRACT_STATES,
  SALARY_RATE_TYPES,
  STATEMENT_STATUSES,
} from '@nova/contracts/api/agent-contracts';
import { describe, expect, it } from 'vitest';
import i18n, { ADMIN_LOCALES } from '../../lib/i18n';

// Every value of the contracts the agent screens show as words has its text in every locale: a
// missing one would show its key (`agents.kinds.DIVIDEND`) to an operator.
const KEYS = [
  ...CONTRACT_KINDS.flatMap((kind) => [`agents.kinds.${kind}`, `agents.kindsShort.${kind}`]),
  ...CONTRACT_PERIODS.map((period) => `agents.periods.${period}`),
  ...CONTRACT_STATES.map((state) => `agents.states.${state}`),
  ...[...CONTRACT_STATES, 'CANCELLED_BY_RULE'].map((action) => `agents.events.${action}`),
  ...SALARY_RATE_TYPES.map((rateType) => `agents.rateTypes.${rateType}`),
  ...STATEMENT_STATUSES.map((status) => `agents.statementStatus.${status}`),
  ...['ACTIVE', 'DISABLED'].map((status) => `agents.status.${status}`),
  ...['required', 'amount', 'positiveAmount', 'ratio', 'count', 'order', 'pays', 'server'].map(
    (issue) => `agents.offer.errors.${issue}`,
  ),
];

describe('texts of contract values', () => {
  it.each(ADMIN_LOCALES)('%s has every one', (locale) => {
    const missing = KEYS.filter((key) => !i18n.exists(key, { lng: locale, fallbackLng: false }));
    expect(missing).toEqual([]);
  });
});
