import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import type { TransferOutcome } from '../hooks/use-transfer-form';
import styles from './transfer-form.module.css';

const ICONS = { SUCCESS: 'check', FAILED: 'alert', UNKNOWN: 'clock' } as const;

/** The answer to one transfer; UNKNOWN reassures: the server settles it on its own. */
export function TransferResult({
  outcome,
  nameOf,
}: {
  outcome: TransferOutcome;
  nameOf: (code: string) => string;
}) {
  const { t } = useTranslation('funds');
  const money = useMoneyFormat();
  const values = {
    amount: money.format(outcome.amount),
    from: nameOf(outcome.from),
    to: nameOf(outcome.to),
  };
  return (
    <div
      className={styles.result}
      data-status={outcome.status}
      role="status"
      data-testid="transfer-result"
    >
      <Icon name={ICONS[outcome.status]} size={20} />
      <div>
        <strong>{t(`result.${outcome.status}.title`)}</strong>
        <p>{t(`result.${outcome.status}.text`, values)}</p>
      </div>
    </div>
  );
}
