import type { ReceivingBank } from '@nova/contracts/api/payments';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button';
import styles from './receiving-bank-picker.module.css';

export interface ReceivingBankPickerProps {
  banks: ReceivingBank[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  error?: string | null;
}

/** The brand's accounts to transfer to: bank, account name and number with a copy button. */
export function ReceivingBankPicker({
  banks,
  selectedId,
  onSelect,
  error,
}: ReceivingBankPickerProps) {
  const { t } = useTranslation('payments');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('deposit.receivingBank')}</legend>
      <div className={styles.banks}>
        {banks.map((bank) => (
          <label
            key={bank.id}
            className={styles.bank}
            data-selected={bank.id === selectedId}
            data-testid={`receiving-bank-${bank.id}`}
          >
            <input
              type="radio"
              name="receivingBank"
              className={styles.radio}
              checked={bank.id === selectedId}
              onChange={() => onSelect(bank.id)}
            />
            <span className={styles.bankName}>{bank.bankName}</span>
            <span className={styles.row}>
              <span className={styles.key}>{t('deposit.accountName')}</span>
              <span className={styles.value}>{bank.accountName}</span>
            </span>
            <span className={styles.row}>
              <span className={styles.key}>{t('deposit.accountNumber')}</span>
              <span className={styles.number} data-testid="receiving-bank-number">
                {bank.accountNumber}
              </span>
              <CopyButton text={bank.accountNumber} />
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
