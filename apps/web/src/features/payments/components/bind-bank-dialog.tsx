import { BindBankAccountSchema } from '@nova/contracts/api/withdrawals';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { digitsOnly, useZodForm } from '../../../lib/use-zod-form';
import { useSecurityToast } from '../../security/hooks/use-security-toast';
import { useBankList, useBindBankAccount } from '../api/withdraw-queries';
import styles from './payments.module.css';

/** One message per field, empty or not valid. */
const ISSUES = {
  bankCode: 'bank.issue.bankCode',
  accountNumber: 'bank.issue.accountNumber',
  password: 'bank.issue.password',
};

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
  const form = useZodForm(BindBankAccountSchema, {
    ns: 'payments',
    defaultValues: { bankCode: '', accountNumber: '', password: '' },
    required: ISSUES,
    invalid: ISSUES,
    // A refusal is the form's: no server message lands under a field.
    placeError: () => ({}),
  });
  const bankError = form.message('bankCode');

  const submit = form.submit(async (body) => {
    try {
      await mutation.mutateAsync(body);
      toast(t('bank.bound'));
      onClose();
    } catch (error) {
      form.fail(error);
    }
  });

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
      alert={form.alert}
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
          {...form.register('bankCode')}
          aria-invalid={Boolean(bankError) || undefined}
          data-testid="bind-bank-select"
        >
          <option value="">{banks.isPending ? t('common:loading') : t('bank.choose')}</option>
          {banks.data?.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
        {bankError && <span className={styles.fieldError}>{bankError}</span>}
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
        label={t('bank.accountNumber')}
        placeholder={t('bank.accountNumberPlaceholder')}
        icon="file"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        required
        {...form.field('accountNumber', digitsOnly)}
        data-testid="bind-bank-number"
      />
      <TextField
        type="password"
        label={t('bank.password')}
        placeholder={t('bank.passwordPlaceholder')}
        icon="lock"
        autoComplete="current-password"
        required
        {...form.field('password')}
        data-testid="bind-bank-password"
      />
    </FormDialog>
  );
}
