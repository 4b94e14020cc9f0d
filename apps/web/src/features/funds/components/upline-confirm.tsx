import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal/modal';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import styles from './upline.module.css';

export interface UplineConfirmProps {
  amount: bigint;
  account: string;
  remark: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation step: "Send RM 50.00 to demoagent?" before any money moves. */
export function UplineConfirm({
  amount,
  account,
  remark,
  pending,
  onConfirm,
  onCancel,
}: UplineConfirmProps) {
  const { t } = useTranslation('funds');
  const money = useMoneyFormat();
  return (
    <Modal name="upline-confirm" title={t('upline.confirm.title')} onClose={onCancel} size="sm">
      <div className={styles.confirm}>
        <p className={styles.question} data-testid="upline-confirm-question">
          {t('upline.confirm.question', { amount: money.format(amount), account })}
        </p>
        {remark && (
          <p className={styles.confirmRemark}>
            <span>{t('upline.confirm.remark')}</span> {remark}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="outline" onClick={onCancel} data-testid="upline-confirm-back">
            {t('upline.confirm.back')}
          </Button>
          <Button loading={pending} onClick={onConfirm} data-testid="upline-confirm-submit">
            {t('upline.confirm.submit')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
