import type {
  ContractKind,
  ContractState,
  StatementStatus,
} from '@nova/contracts/api/agent-contracts';
import { useTranslation } from 'react-i18next';
import { KIND_SLUG } from '../lib/kinds';
import styles from './contracts.module.css';

/** A contract's state as a coloured pill (offered gold, signed green, refused and ended grey). */
export function ContractStateBadge({ state }: { state: ContractState }) {
  const { t } = useTranslation('agentContracts');
  return (
    <span className={styles.badge} data-state={state} data-testid="contract-state">
      {t(`states.${state}`)}
    </span>
  );
}

/** A statement's status: paid green, owed amber, overdue red, nothing grey. */
export function StatementStatusBadge({ status }: { status: StatementStatus }) {
  const { t } = useTranslation('agentContracts');
  return (
    <span className={styles.badge} data-status={status} data-testid="statement-status">
      {t(`statuses.${status}`)}
    </span>
  );
}

/** "Dividend · Signed": a downline row's contract at a glance. */
export function KindStateBadge({ kind, state }: { kind: ContractKind; state: ContractState }) {
  const { t } = useTranslation('agentContracts');
  return (
    <span
      className={styles.badge}
      data-state={state}
      data-testid={`contract-badge-${KIND_SLUG[kind]}`}
      title={t(`states.${state}`)}
    >
      {t(`kinds.${KIND_SLUG[kind]}.short`)}
      <span className={styles.badgeState}>{t(`states.${state}`)}</span>
    </span>
  );
}
