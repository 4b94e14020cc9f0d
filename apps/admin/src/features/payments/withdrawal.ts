import type { opsListWithdrawals } from '@nova/contracts/api/ops-money';
import type { ValueOf } from '../../lib/api';

/** A withdrawal as the queue lists it. */
export type Withdrawal = ValueOf<typeof opsListWithdrawals>['items'][number];
