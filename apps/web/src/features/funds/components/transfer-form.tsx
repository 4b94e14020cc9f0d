import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormError } from '../../../components/form-error';
import { Icon } from '../../../components/icon-full';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/errors';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import type { TransferForm as Form } from '../hooks/use-transfer-form';
import type { TransferFieldError } from '../lib/transfer-rules';
import type { WalletEntry } from '../lib/wallets';
import styles from './transfer-form.module.css';
import { TransferResult } from './transfer-result';
import { WalletSelect } from './wallet-select';

export interface TransferFormProps {
  form: Form;
  entries: readonly WalletEntry[];
  nameOf: (code: string) => string;
}

/** Spec §2 transferFund: from / to (one side MAIN), amount up to the source balance. */
export function TransferForm({ form, entries, nameOf }: TransferFormProps) {
  const { t } = useTranslation('funds');
  const money = useMoneyFormat();
  const options = entries.map((e) => ({ code: e.code, label: nameOf(e.code) }));
  const available = entries.find((e) => e.code === form.from)?.balance ?? 0n;

  function message(field: TransferFieldError['field']): string | null {
    const error = form.errors.find((e) => e.field === field);
    if (!error) return null;
    const extra =
      error.key === 'exceeds'
        ? { amount: money.format(error.available), wallet: nameOf(form.from) }
        : {};
    return t(`form.errors.${error.key}`, { scale: money.scale, ...extra });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit(money.parse);
  }

  return (
    <form className={styles.card} onSubmit={submit} noValidate data-testid="transfer-form">
      <h3 className={styles.title}>{t('form.title')}</h3>
      <div className={styles.route}>
        <WalletSelect
          label={t('form.from')}
          name="from"
          value={form.from}
          options={options}
          onChange={form.setFrom}
        />
        <button
          type="button"
          className={styles.swap}
          onClick={form.swap}
          aria-label={t('form.swap')}
          title={t('form.swap')}
          data-testid="transfer-swap"
        >
          <Icon name="transfer" size={18} />
        </button>
        <WalletSelect
          label={t('form.to')}
          name="to"
          value={form.to}
          options={options}
          onChange={form.setTo}
          error={message('to')}
        />
      </div>
      <TextField
        label={t('form.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('form.amountPlaceholder')}
        value={form.amount}
        onChange={(event) => form.changeAmount(event.target.value)}
        error={message('amount')}
        hint={t('form.available', { amount: money.format(available) })}
        data-testid="transfer-amount"
        trailing={
          <button
            type="button"
            className={styles.max}
            onClick={form.fillMax}
            data-testid="transfer-max"
          >
            {t('form.max')}
          </button>
        }
      />
      {form.alert !== null && (
        <FormError testId="transfer-error">{errorMessage(t, form.alert)}</FormError>
      )}
      <Button type="submit" size="lg" block loading={form.pending} data-testid="transfer-submit">
        {t('form.submit')}
      </Button>
      {form.outcome && <TransferResult outcome={form.outcome} nameOf={nameOf} />}
    </form>
  );
}
