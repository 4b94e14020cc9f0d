import { opsGetFourEyes } from '@nova/contracts/api/ops-approvals';
import { RESOLUTION_NOTE_MAX_LENGTH } from '@nova/contracts/api/ops-money';
import { minorToDecimal, parseLocaleDecimal } from '@nova/contracts/money';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { TextArea, TextField } from '../../components/field';
import { FormDialog } from '../../components/form-dialog';
import { Notice } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { useAdminForm } from '../../lib/form';
import { money } from '../../lib/format';
import { useCan, useOperator } from '../../lib/session';
import { shortfallOf } from './dispute';
import type { Withdrawal } from './withdrawal';

/** The refund as typed (major units, checked exactly below) and the note the server requires. */
const ResolveFields = z.object({
  refund: z.string().check(z.trim(), z.minLength(1), z.maxLength(24)),
  note: z.string().check(z.trim(), z.minLength(1), z.maxLength(RESOLUTION_NOTE_MAX_LENGTH)),
});

export interface ResolveBody {
  refundAmount: string;
  note: string;
}

/**
 * Resolving a disputed withdrawal: how much of it to refund to the member's main wallet (0 up
 * to the amount; prefilled with what the member reports missing) and why. Above the brand's
 * refund threshold it becomes a request a second operator approves; the form says which before
 * it is sent, when the operator may read the thresholds.
 */
export function ResolveDialog({
  withdrawal,
  onClose,
  onResolve,
}: {
  withdrawal: Withdrawal | null;
  onClose: () => void;
  onResolve: (body: ResolveBody) => Promise<void>;
}) {
  return withdrawal ? (
    <ResolveForm withdrawal={withdrawal} onClose={onClose} onResolve={onResolve} />
  ) : null;
}

function ResolveForm({
  withdrawal,
  onClose,
  onResolve,
}: {
  withdrawal: Withdrawal;
  onClose: () => void;
  onResolve: (body: ResolveBody) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const { currencyScale: scale, currency } = useOperator().brand;
  const amount = BigInt(withdrawal.amount);
  const form = useAdminForm(ResolveFields, {
    refund: minorToDecimal(shortfallOf(withdrawal), scale),
    note: '',
  });
  const [refundError, setRefundError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: onResolve });
  const thresholds = useQuery({
    queryKey: ['ops', 'four-eyes'],
    queryFn: () => callApi(opsGetFourEyes),
    enabled: can('approvals.read'),
  });
  const typed = parseLocaleDecimal(form.watch('refund'), scale, i18n.language);
  const valid = typed !== null && typed >= 0n && typed <= amount;
  const refundMax = thresholds.data ? BigInt(thresholds.data.refundMax) : null;
  const close = () => {
    mutation.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    mutation.reset();
    const minor = parseLocaleDecimal(values.refund, scale, i18n.language);
    if (minor === null || minor < 0n || minor > amount) {
      setRefundError(t('disputes.refundInvalid', { max: money(amount, scale) }));
      return;
    }
    setRefundError(null);
    mutation.mutate(
      { refundAmount: minor.toString(), note: values.note.trim() },
      { onSuccess: close },
    );
  });
  return (
    <FormDialog
      open
      title={t('disputes.resolveTitle', { reference: withdrawal.reference })}
      onClose={close}
      onSubmit={() => void submit()}
      submit={
        valid && refundMax !== null && typed > refundMax
          ? t('disputes.requestApproval')
          : t('disputes.resolveSubmit')
      }
      busy={mutation.isPending}
      error={mutation.isError ? errorText(t, mutation.error) : null}
      intro={<p className="dialog-text">{t('disputes.resolveText')}</p>}
    >
      <div className="dispute-sums">
        <span>
          {t('disputes.paid')} <strong>{money(amount, scale)}</strong>
        </span>
        <span>
          {t('disputes.received')} <strong>{money(withdrawal.receivedAmount, scale)}</strong>
        </span>
        <span className="neg">
          {t('disputes.shortfall')} <strong>{money(shortfallOf(withdrawal), scale)}</strong>
        </span>
      </div>
      <TextField
        label={t('disputes.refundLabel', { currency })}
        inputMode="decimal"
        autoComplete="off"
        error={refundError ?? form.message('refund')}
        hint={t('disputes.refundHint', { max: money(amount, scale) })}
        {...form.register('refund')}
      />
      <TextArea
        label={t('disputes.note')}
        rows={3}
        maxLength={RESOLUTION_NOTE_MAX_LENGTH}
        error={form.message('note')}
        hint={t('disputes.noteHint')}
        {...form.register('note')}
      />
      {valid && refundMax !== null ? (
        typed > refundMax ? (
          <Notice tone="warn">
            {t('disputes.willWait', { max: money(refundMax, scale), currency })}
          </Notice>
        ) : (
          <Notice tone="info">
            {typed === 0n ? t('disputes.willCloseNow') : t('disputes.willRefundNow')}
          </Notice>
        )
      ) : null}
    </FormDialog>
  );
}
