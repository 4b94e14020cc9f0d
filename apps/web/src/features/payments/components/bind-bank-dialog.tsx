import { BindBankAccountSchema } from '@nova/contracts/api/withdrawals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/errors';
import { useSecurityToast } from '../../security/hooks/use-security-toast';
import { useBankList, useBindBankAccount } from '../api/withdraw-queries';
import styles from './payments.module.css';

type Field = 'bankCode' | 'accountNumber' | 'password';

/**
 * Bind a payout account: only in the member's own real name (shown, not editable), with the
 * login password as fresh authentication (SECURITY.md 14).
 */
export function BindBankDialog({
  accountName,
  onClose,
}: {
  accountName: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['payments', 'errors']);
  const banks = useBankList();
  const mutation = useBindBankAccount();
  const toast = useSecurityToast((s) => s.show);
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);

  async function submit() {
    const parsed = BindBankAccountSchema.safeParse({ bankCode, accountNumber, password });
    setAlert(null);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as Field] ??= t(`bank.issue.${String(issue.path[0])}`);
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await mutation.mutateAsync(parsed.data);
      toast(t('bank.bound'));
      onClose();
    } catch (error) {
      setAlert(errorMessage(t, error));
    }
  }

  return (
    <FormDialog
      id="bind-bank"
      title={t('bank.bindTitle')}
      icon="wallet"
      intro={t('bank.bindIntro')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('bank.bindSubmit')}
      submitting={mutation.isPending}
      alert={alert}
    >
      <label className={styles.field}>
        <span className={styles.label}>
          {t('bank.bank')}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </span>
        <select
          className={styles.select}
          value={bankCode}
          onChange={(e) => setBankCode(e.target.value)}
          aria-invalid={Boolean(errors.bankCode) || undefined}
          data-testid="bind-bank-select"
        >
          <option value="">{banks.isPending ? t('common:loading') : t('bank.choose')}</option>
          {banks.data?.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
        {errors.bankCode && <span className={styles.fieldError}>{errors.bankCode}</span>}
      </label>
      <TextField
        name="accountName"
        label={t('bank.accountName')}
        icon="user"
        value={accountName ?? t('bank.realNameHolder')}
        readOnly
        hint={t('bank.accountNameHint')}
        data-testid="bind-bank-holder"
      />
      <TextField
        name="accountNumber"
        label={t('bank.accountNumber')}
        placeholder={t('bank.accountNumberPlaceholder')}
        icon="file"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        required
        value={accountNumber}
        onChange={(e) => setAccountNumber(e.target.value.replace(/\D/g, ''))}
        error={errors.accountNumber}
        data-testid="bind-bank-number"
      />
      <TextField
        name="password"
        type="password"
        label={t('bank.password')}
        placeholder={t('bank.passwordPlaceholder')}
        icon="lock"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        data-testid="bind-bank-password"
      />
    </FormDialog>
  );
}
