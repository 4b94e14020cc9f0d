import { type OpsHeldTransfer, opsResolveWalletTransfer } from '@nova/contracts/api/ops-transfers';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../components/field';
import { FormDialog } from '../../components/form-dialog';
import { Facts, Notice } from '../../components/ui';
import { callApi, errorText, type ValueOf } from '../../lib/api';
import { useAdminForm } from '../../lib/form';
import { dateTime, money } from '../../lib/format';
import { useOperator } from '../../lib/session';
import { lastErrorText } from './last-error';
import { Route } from './transfer-route';

const OUTCOMES = ['SUCCESS', 'FAILED'] as const;
type Outcome = (typeof OUTCOMES)[number];
type Made = ValueOf<typeof opsResolveWalletTransfer>;

/**
 * An operator's manual resolution of an UNKNOWN transfer, when the vendor's answer is known out
 * of band: the vendor moved the money (settle) or did not (release). It becomes a four-eyes
 * request: nothing moves until a second operator approves it under Approvals.
 */
export function ResolveDialog({
  transfer,
  onClose,
  onMade,
}: {
  transfer: OpsHeldTransfer | null;
  onClose: () => void;
  onMade: (made: Made) => Promise<void>;
}) {
  const { t } = useTranslation();
  const operator = useOperator();
  // The request schema the server checks (contracts), so a blank reason never leaves the form.
  const form = useAdminForm(opsResolveWalletTransfer.body, {
    outcome: undefined as unknown as Outcome,
    reason: '',
  });
  const mutation = useMutation({
    mutationFn: async (body: { outcome: Outcome; reason: string }) => {
      if (!transfer) throw new Error('no transfer');
      return callApi(opsResolveWalletTransfer, { params: { id: transfer.id }, body });
    },
  });
  const close = () => {
    form.reset();
    mutation.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: async (made) => {
        await onMade(made);
        close();
      },
    });
  });
  const chosen = form.watch('outcome');
  const scale = operator.brand.currencyScale;
  const outcomeError = form.message('outcome');
  const ids = useId();
  return (
    <FormDialog
      open={transfer !== null}
      title={transfer ? t('transfers.resolveDialog.title', { id: transfer.id }) : ''}
      onClose={close}
      onSubmit={() => void submit()}
      submit={t('transfers.resolveDialog.submit')}
      busy={mutation.isPending}
      intro={<Notice tone="info">{t('transfers.resolveDialog.fourEyes')}</Notice>}
      error={mutation.isError ? errorText(t, mutation.error) : null}
    >
      {transfer ? (
        <>
          <div className="xfer-facts">
            <Facts
              items={[
                [t('transfers.member'), transfer.account],
                [t('transfers.route'), <Route key="route" transfer={transfer} />],
                [t('transfers.amount'), money(transfer.amount, scale)],
                [
                  t('transfers.vendorTxId'),
                  <span key="tx" className="mono">
                    {transfer.vendorTxId}
                  </span>,
                ],
                [t('transfers.created'), dateTime(transfer.createdAt, operator.brand.timezone)],
                [t('transfers.lastAnswer'), lastErrorText(t, transfer.lastError) ?? '—'],
              ]}
            />
          </div>
          <fieldset
            className="plain-fieldset xfer-outcomes"
            aria-invalid={outcomeError ? true : undefined}
            aria-describedby={outcomeError ? `${ids}-error` : undefined}
          >
            <legend>{t('transfers.resolveDialog.outcome')}</legend>
            {OUTCOMES.map((outcome) => (
              <label key={outcome} className={`xfer-outcome${chosen === outcome ? ' is-on' : ''}`}>
                {/* Named by the answer alone; what it does is its description. */}
                <input
                  type="radio"
                  value={outcome}
                  aria-labelledby={`${ids}-${outcome}`}
                  aria-describedby={`${ids}-${outcome}-effect`}
                  {...form.register('outcome')}
                />
                <span>
                  <strong id={`${ids}-${outcome}`}>{t(`transfers.outcomes.${outcome}`)}</strong>
                  <span className="xfer-effect" id={`${ids}-${outcome}-effect`}>
                    {t(`transfers.resolveDialog.effect.${transfer.direction}_${outcome}`, {
                      amount: money(transfer.amount, scale),
                      vendor: transfer.vendor,
                    })}
                  </span>
                </span>
              </label>
            ))}
            {outcomeError ? (
              <p className="field-message" id={`${ids}-error`} role="alert">
                {outcomeError}
              </p>
            ) : null}
          </fieldset>
          <TextArea
            label={t('transfers.resolveDialog.reason')}
            rows={3}
            maxLength={500}
            error={form.message('reason')}
            {...form.register('reason')}
          />
        </>
      ) : null}
    </FormDialog>
  );
}
