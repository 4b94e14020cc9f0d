import type { MemberTransferResult } from '@nova/contracts/api/transfers';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import styles from './upline.module.css';

/** The sent transfer and the member's new main wallet balance. */
export function UplineSuccess({
  result,
  onAgain,
}: {
  result: MemberTransferResult;
  onAgain: () => void;
}) {
  const { t } = useTranslation('funds');
  const money = useMoneyFormat();
  return (
    <section className={styles.success} role="status" data-testid="upline-success">
      <span className={styles.successIcon} aria-hidden="true">
        <Icon name="check" size={28} />
      </span>
      <h3>{t('upline.success.title')}</h3>
      <p>
        {t('upline.success.text', {
          amount: money.format(result.amount),
          account: result.toAccount,
        })}
      </p>
      <p className={styles.newBalance}>
        <span>{t('upline.success.balance')}</span>
        <strong data-testid="upline-new-balance">{money.format(result.balance.main)}</strong>
      </p>
      <Button variant="outline" onClick={onAgain} data-testid="upline-again">
        {t('upline.success.again')}
      </Button>
    </section>
  );
}
