import type { WalletBalance } from '@nova/contracts/api/wallet';
import { toMinor } from '@nova/contracts/money';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { AllToMain } from './all-to-main';
import styles from './transfer-fund.module.css';

/**
 * The head of transferFund: total, main and held money, and the one-click recall. The total
 * counts the vendor wallets at what the vendors hold (`vendors`, decision 027) when given.
 */
export function WalletSummary({ balance, vendors }: { balance: WalletBalance; vendors?: bigint }) {
  const { t } = useTranslation('funds');
  const money = useMoneyFormat();
  const held = toMinor(balance.held);
  const total = vendors === undefined ? toMinor(balance.total) : toMinor(balance.main) + vendors;
  return (
    <section className={styles.summary} aria-labelledby="funds-total">
      <div className={styles.summaryFigures}>
        <span className={styles.summaryIcon} aria-hidden="true">
          <Icon name="wallet" size={26} />
        </span>
        <div>
          <p id="funds-total" className={styles.summaryLabel}>
            {t('summary.total')}
          </p>
          <p className={styles.summaryTotal} data-testid="funds-total">
            {money.format(total)}
          </p>
          <p className={styles.summaryLine}>
            <span>
              {t('summary.main')}{' '}
              <strong data-testid="funds-main">{money.format(balance.main)}</strong>
            </span>
            {held > 0n && (
              <span title={t('summary.heldHint')}>
                {t('summary.held')} <strong data-testid="funds-held">{money.format(held)}</strong>
              </span>
            )}
          </p>
        </div>
      </div>
      <AllToMain />
    </section>
  );
}
