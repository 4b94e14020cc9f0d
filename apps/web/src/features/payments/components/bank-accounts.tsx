import { type BankAccount, MAX_BANK_ACCOUNTS } from '@nova/contracts/api/withdrawals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import styles from './bank-accounts.module.css';
import { BindBankDialog } from './bind-bank-dialog';
import card from './payments.module.css';

export interface BankAccountsProps {
  accounts: BankAccount[];
  /** Binding needs the real name first (the account must be in it). */
  canBind: boolean;
  /** The member's real name: the holder of every account bound. */
  realName: string | null;
}

/** The payout accounts (masked numbers) and the "bind a bank account" dialog. */
export function BankAccounts({ accounts, canBind, realName }: BankAccountsProps) {
  const { t } = useTranslation('payments');
  const [binding, setBinding] = useState(false);
  const full = accounts.length >= MAX_BANK_ACCOUNTS;
  return (
    <section className={card.card} data-testid="bank-accounts">
      <div className={styles.head}>
        <h2 className={card.cardTitle}>
          <span className={card.cardIcon} aria-hidden="true">
            <Icon name="wallet" size={18} />
          </span>
          {t('bank.title')}
        </h2>
        <Button
          variant="outline"
          size="sm"
          icon={<Icon name="user-plus" size={16} />}
          disabled={!canBind || full}
          onClick={() => setBinding(true)}
          data-testid="bind-bank-open"
        >
          {t('bank.bind')}
        </Button>
      </div>
      {accounts.length === 0 ? (
        <p className={card.note} data-testid="bank-accounts-empty">
          {t(canBind ? 'bank.empty' : 'bank.needRealName')}
        </p>
      ) : (
        <ul className={styles.accounts}>
          {accounts.map((account) => (
            <li key={account.id} className={styles.account} data-testid="bank-account">
              <span className={styles.bankName}>{account.bankName}</span>
              <span className={styles.number}>{account.accountNumber}</span>
              <span className={styles.holder}>{account.accountName}</span>
            </li>
          ))}
        </ul>
      )}
      {binding && <BindBankDialog accountName={realName} onClose={() => setBinding(false)} />}
    </section>
  );
}
