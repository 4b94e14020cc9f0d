import { toMinor } from '@nova/contracts/money';
import { useTranslation } from 'react-i18next';
import styles from './records.module.css';
import { SignedAmount } from './signed-amount';

/** Credit, debit and net over the whole filtered range (computed by the server, not the page). */
export function TransactionTotals({
  totals,
}: {
  totals: { credit: string; debit: string; net: string };
}) {
  const { t } = useTranslation('records');
  return (
    <dl className={styles.totals} data-testid="transaction-totals">
      <div>
        <dt>{t('totals.credit')}</dt>
        <dd data-testid="total-credit">
          <SignedAmount minor={totals.credit} />
        </dd>
      </div>
      <div>
        <dt>{t('totals.debit')}</dt>
        <dd data-testid="total-debit">
          <SignedAmount minor={-toMinor(totals.debit)} />
        </dd>
      </div>
      <div data-emphasis="true">
        <dt>{t('totals.net')}</dt>
        <dd data-testid="total-net">
          <SignedAmount minor={totals.net} />
        </dd>
      </div>
    </dl>
  );
}
