import type { WithdrawOverview } from '@nova/contracts/api/withdrawals';
import { toMinor } from '@nova/contracts/money';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormError } from '../../../components/form-error';
import { Icon } from '../../../components/icon-full';
import { TextField } from '../../../components/text-field';
import type { MoneyFormat } from '../../wallet/hooks/use-money-format';
import { useWithdrawSubmit } from '../hooks/use-withdraw-submit';
import { AmountField } from './amount-field';
import styles from './payments.module.css';

/** Why the form cannot be used yet, or null. */
export function withdrawBlocker(overview: WithdrawOverview): string | null {
  if (!overview.realNameSet) return 'realName';
  if (!overview.paymentPasswordSet) return 'paymentPassword';
  if (overview.bankAccounts.length === 0) return 'bankAccount';
  if (toMinor(overview.turnover.remaining) > 0n) return 'turnover';
  return null;
}

/** Withdraw to a bound account with the payment password (spec §2 withdraw). */
export function WithdrawForm({
  overview,
  money,
}: {
  overview: WithdrawOverview;
  money: MoneyFormat;
}) {
  const { t } = useTranslation('payments');
  const form = useWithdrawSubmit(overview, money);
  const blocker = withdrawBlocker(overview);
  const { fields } = form;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!blocker) void form.submit();
  }

  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>
        <span className={styles.cardIcon} aria-hidden="true">
          <Icon name="withdraw" size={18} />
        </span>
        {t('withdraw.formTitle')}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="withdraw-form">
        {blocker && (
          <p className={styles.note} data-testid="withdraw-blocked">
            {t(`withdraw.blocked.${blocker}`, {
              amount: money.format(overview.turnover.remaining),
            })}
          </p>
        )}
        <label className={styles.field}>
          <span className={styles.label}>{t('withdraw.account')}</span>
          <select
            className={styles.select}
            value={form.account?.id ?? ''}
            onChange={(e) => fields.setAccountId(Number(e.target.value))}
            disabled={overview.bankAccounts.length === 0}
            data-testid="withdraw-account"
          >
            {overview.bankAccounts.length === 0 && (
              <option value="">{t('withdraw.noAccount')}</option>
            )}
            {overview.bankAccounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.bankName} · {account.accountNumber}
              </option>
            ))}
          </select>
          {form.errors.account && <span className={styles.fieldError}>{form.errors.account}</span>}
        </label>
        <AmountField
          value={fields.amount}
          onChange={fields.setAmount}
          min={form.limits.min}
          max={form.limits.max}
          money={money}
          error={form.errors.amount}
        />
        <TextField
          name="paymentPassword"
          type="password"
          label={t('withdraw.paymentPassword')}
          placeholder={t('withdraw.paymentPasswordPlaceholder')}
          icon="shield"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          required
          value={fields.paymentPassword}
          onChange={(e) => fields.setPaymentPassword(e.target.value.replace(/\D/g, ''))}
          error={form.errors.paymentPassword}
          data-testid="withdraw-payment-password"
        />
        {form.alert && <FormError testId="withdraw-error">{form.alert}</FormError>}
        <Button
          type="submit"
          size="lg"
          block
          loading={form.busy}
          disabled={blocker !== null}
          data-testid="withdraw-submit"
        >
          {t('withdraw.submit')}
        </Button>
      </form>
    </section>
  );
}
