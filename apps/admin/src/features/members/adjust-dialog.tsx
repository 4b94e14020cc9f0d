import type { OpsMemberProfile } from '@nova/contracts/api/ops-members';
import { parseLocaleDecimal } from '@nova/contracts/money';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { SelectField, TextArea, TextField } from '../../components/field';
import { FormDialog } from '../../components/form-dialog';
import { Notice } from '../../components/ui';
import { errorText } from '../../lib/api';
import { useAdminForm } from '../../lib/form';
import { money } from '../../lib/format';

const AdjustForm = z.object({
  direction: z.enum(['CREDIT', 'DEBIT']),
  amount: z.string().check(z.trim(), z.minLength(1), z.maxLength(24)),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});

export interface AdjustBody {
  direction: 'CREDIT' | 'DEBIT';
  amount: string;
  reason: string;
}

/**
 * A manual credit or debit: it becomes a request that a second operator approves (four-eyes);
 * nothing moves until then.
 */
export function AdjustDialog({
  open,
  member,
  onClose,
  onSubmit,
}: {
  open: boolean;
  member: OpsMemberProfile;
  onClose: () => void;
  onSubmit: (body: AdjustBody) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const scale = member.wallet.scale;
  const form = useAdminForm(AdjustForm, { direction: 'CREDIT', amount: '', reason: '' });
  const [amountError, setAmountError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: onSubmit });
  const close = () => {
    form.reset();
    mutation.reset();
    setAmountError(null);
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    mutation.reset();
    const minor = parseLocaleDecimal(values.amount, scale, i18n.language);
    if (minor === null || minor <= 0n) {
      setAmountError(t('member.adjust.amountInvalid'));
      return;
    }
    setAmountError(null);
    mutation.mutate(
      { direction: values.direction, amount: minor.toString(), reason: values.reason.trim() },
      { onSuccess: close },
    );
  });
  return (
    <FormDialog
      open={open}
      title={t('member.adjust.title', { account: member.account })}
      onClose={close}
      onSubmit={() => void submit()}
      submit={t('member.adjust.submit')}
      busy={mutation.isPending}
      intro={<Notice tone="info">{t('member.adjust.fourEyes')}</Notice>}
      error={mutation.isError ? errorText(t, mutation.error) : null}
    >
      <p className="dialog-text">
        {t('member.adjust.balance', {
          amount: money(member.wallet.main, scale),
          currency: member.wallet.currency,
        })}
      </p>
      <SelectField label={t('member.adjust.direction')} {...form.register('direction')}>
        <option value="CREDIT">{t('member.adjust.CREDIT')}</option>
        <option value="DEBIT">{t('member.adjust.DEBIT')}</option>
      </SelectField>
      <TextField
        label={t('member.adjust.amount', { currency: member.wallet.currency })}
        inputMode="decimal"
        autoComplete="off"
        error={amountError ?? form.message('amount')}
        {...form.register('amount')}
      />
      <TextArea
        label={t('common.reason')}
        rows={3}
        maxLength={500}
        error={form.message('reason')}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
