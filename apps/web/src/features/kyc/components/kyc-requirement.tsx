import type { KycOverview } from '@nova/contracts/api/kyc';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import { moneyFormat, useMoneyFormat } from '../../wallet/hooks/use-money-format';
import styles from './kyc.module.css';

/**
 * Why the brand asks for verification: the withdrawal amount and the deposit total that need it,
 * with the member's deposits so far, in the member's money at the scale the server answered.
 */
export function KycRequirement({ overview }: { overview: KycOverview }) {
  const { t } = useTranslation('kyc');
  const wallet = useMoneyFormat();
  const money = moneyFormat(wallet.symbol, overview.scale, wallet.locale);
  const { withdrawalAbove, depositsAbove, depositedTotal, depositsBlocked } = overview.requirement;
  const verified = overview.status === 'VERIFIED';

  const lines: { key: string; text: string }[] = [];
  if (withdrawalAbove !== null)
    lines.push({
      key: 'withdrawal',
      text: t('why.withdrawal', { amount: money.format(withdrawalAbove) }),
    });
  if (depositsAbove !== null)
    lines.push({
      key: 'deposits',
      text: t('why.deposits', {
        amount: money.format(depositsAbove),
        deposited: money.format(depositedTotal),
      }),
    });
  if (lines.length === 0) lines.push({ key: 'none', text: t('why.none') });

  return (
    <div className={styles.why} data-testid="kyc-why">
      <h3 className={styles.whyTitle}>
        <Icon name="info" size={16} />
        {t('why.title')}
      </h3>
      <ul className={styles.whyList}>
        {lines.map((line) => (
          <li key={line.key} data-testid={`kyc-why-${line.key}`}>
            {line.text}
          </li>
        ))}
      </ul>
      {depositsBlocked && !verified && depositsAbove !== null && (
        <p className={styles.blocked} role="status" data-testid="kyc-deposits-blocked">
          <Icon name="alert" size={16} />
          {t('why.blocked', { amount: money.format(depositsAbove) })}
        </p>
      )}
      <p className={styles.law}>{t('why.law')}</p>
    </div>
  );
}
