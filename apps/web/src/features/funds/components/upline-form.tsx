import type { TransferTargets } from '@nova/contracts/api/transfers';
import { REMARK_MAX_LENGTH } from '@nova/contracts/constants';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormError } from '../../../components/form-error';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/errors';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { useUplineForm } from '../hooks/use-upline-form';
import type { UplineField, UplineLimits } from '../lib/upline-rules';
import { RemarkField } from './remark-field';
import styles from './upline.module.css';
import { UplineConfirm } from './upline-confirm';
import { UplineModes } from './upline-modes';
import { UplineSuccess } from './upline-success';

export function UplineForm({
  targets,
  limits,
}: {
  targets: TransferTargets;
  limits: UplineLimits;
}) {
  const { t } = useTranslation('funds');
  const money = useMoneyFormat();
  const form = useUplineForm(targets, limits);
  const { draft } = form;
  const range = { min: money.format(limits.min), max: money.format(limits.max) };
  const recipient =
    draft.mode === 'UPLINE' ? (targets.upline?.account ?? '') : draft.account.trim();

  function message(field: UplineField): string | null {
    const key = form.errors[field];
    if (!key) return null;
    return t(`upline.errors.${key}`, {
      ...range,
      scale: money.scale,
      amount: money.format(limits.available),
      max: key === 'remark' ? REMARK_MAX_LENGTH : range.max,
    });
  }

  if (form.result) return <UplineSuccess result={form.result} onAgain={form.again} />;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.review(money.parse);
  }

  return (
    <form className={styles.card} onSubmit={submit} noValidate data-testid="upline-form">
      <p className={styles.intro}>{t('upline.intro')}</p>
      {targets.canTransferToDownline && (
        <UplineModes
          value={draft.mode}
          uplineAvailable={targets.upline !== null}
          onChange={(mode) => form.change('mode', mode)}
        />
      )}
      {draft.mode === 'DOWNLINE' && (
        <TextField
          label={t('upline.account')}
          name="toAccount"
          icon="user"
          autoComplete="off"
          placeholder={t('upline.accountPlaceholder')}
          value={draft.account}
          maxLength={64}
          onChange={(event) => form.change('account', event.target.value)}
          error={message('account')}
          data-testid="upline-account-input"
        />
      )}
      <TextField
        label={t('upline.amount')}
        name="amount"
        icon="coins"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('form.amountPlaceholder')}
        value={draft.amount}
        onChange={(event) => form.change('amount', event.target.value)}
        error={message('amount')}
        hint={`${t('upline.range', range)} · ${t('upline.available', { amount: money.format(limits.available) })}`}
        data-testid="upline-amount"
      />
      <TextField
        label={t('upline.paymentPassword')}
        name="paymentPassword"
        type="password"
        icon="lock"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        placeholder={t('upline.paymentPasswordPlaceholder')}
        value={draft.paymentPassword}
        onChange={(event) => form.change('paymentPassword', event.target.value.replace(/\D/gu, ''))}
        error={message('paymentPassword')}
        data-testid="upline-password"
      />
      <RemarkField
        value={draft.remark}
        onChange={(value) => form.change('remark', value)}
        error={message('remark')}
      />
      {form.alert !== null && (
        <FormError testId="upline-alert">{errorMessage(t, form.alert)}</FormError>
      )}
      <Button type="submit" size="lg" block loading={form.pending} data-testid="upline-submit">
        {t('upline.submit')}
      </Button>
      {form.confirming !== null && (
        <UplineConfirm
          amount={form.confirming}
          account={recipient}
          remark={draft.remark.trim()}
          pending={form.pending}
          onConfirm={() => void form.confirm()}
          onCancel={form.cancel}
        />
      )}
    </form>
  );
}
