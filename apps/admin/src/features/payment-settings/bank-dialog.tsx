import {
  type OpsPaymentChannel,
  type OpsReceivingBank,
  opsCreateReceivingBank,
  opsUpdateReceivingBank,
  PAYMENT_SETTINGS_LIMITS,
  type PaymentSettings,
  ReceivingBankInputSchema,
} from '@nova/contracts/api/ops-payment-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { SelectField, TextField } from '../../components/field';
import { FormDialog } from '../../components/form-dialog';
import { Notice } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { useAdminForm } from '../../lib/form';
import { CheckField } from './check-field';
import {
  fieldMessage,
  SETTINGS_KEY,
  showServerIssues,
  typedWhole,
} from './payment-settings-shared';

const FIELDS = ['bankCode', 'accountName', 'accountNumber', 'enabled', 'sort'] as const;

/** Spaces and dashes as people copy an account number are dropped; the contract checks the rest. */
const BankForm = z.pipe(
  z.object({
    bankCode: z.string(),
    accountName: z.string(),
    accountNumber: z.pipe(
      z.string(),
      z.transform((s) => s.replace(/[\s-]/gu, '')),
    ),
    enabled: z.boolean(),
    sort: typedWhole,
  }),
  ReceivingBankInputSchema,
);

/**
 * Add a receiving bank account to a manual channel, or change one. Members transfer to it: the
 * account details are shown as typed here, so the dialog asks for them with care.
 */
export function BankDialog({
  channel,
  bank,
  settings,
  onClose,
  onDone,
}: {
  channel: OpsPaymentChannel;
  /** null: a new account. */
  bank: OpsReceivingBank | null;
  settings: PaymentSettings;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const adding = bank === null;
  const form = useAdminForm(BankForm, {
    bankCode: bank?.bankCode ?? '',
    accountName: bank?.accountName ?? '',
    accountNumber: bank?.accountNumber ?? '',
    enabled: bank?.enabled ?? true,
    sort: String(bank?.sort ?? Math.max(0, ...channel.banks.map((b) => b.sort)) + 1),
  });
  const save = useMutation({
    mutationFn: (body: z.output<typeof ReceivingBankInputSchema>) =>
      bank
        ? callApi(opsUpdateReceivingBank, { params: { id: bank.id }, body })
        : callApi(opsCreateReceivingBank, { params: { id: channel.id }, body }),
    onSuccess: async (_saved, body) => {
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
      const name = settings.banks.find((b) => b.code === body.bankCode)?.name ?? body.bankCode;
      onDone(
        t(adding ? 'paymentSettings.bankAdded' : 'paymentSettings.bankSaved', {
          bank: name,
          number: body.accountNumber,
          channel: channel.name,
        }),
      );
    },
    onError: (error) => showServerIssues(error, FIELDS, form.setError),
  });
  const submit = form.handleSubmit((body) => save.mutate(body));
  const message = fieldMessage(t, form.formState.errors, form.getValues);
  const onField = Object.values(form.formState.errors).some((e) => e?.type === 'server');
  // An account kept on a bank no longer in the list stays choosable as it is.
  const banks =
    bank && !settings.banks.some((b) => b.code === bank.bankCode)
      ? [...settings.banks, { code: bank.bankCode, name: bank.bankName }]
      : settings.banks;

  return (
    <FormDialog
      open
      title={
        adding
          ? t('paymentSettings.addBankTitle', { channel: channel.name })
          : t('paymentSettings.editBankTitle', { channel: channel.name })
      }
      submit={adding ? t('paymentSettings.addBank') : t('common.save')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={save.isPending}
      error={save.isError && !onField ? errorText(t, save.error) : null}
      intro={<Notice tone="warn">{t('paymentSettings.bankCare')}</Notice>}
    >
      <SelectField
        label={t('paymentSettings.bank')}
        error={message('bankCode')}
        {...form.register('bankCode')}
      >
        <option value="" disabled>
          {t('paymentSettings.chooseBank')}
        </option>
        {banks.map((b) => (
          <option key={b.code} value={b.code}>
            {b.name} ({b.code})
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('paymentSettings.accountName')}
        maxLength={PAYMENT_SETTINGS_LIMITS.accountNameMax}
        autoComplete="off"
        error={message('accountName')}
        {...form.register('accountName')}
      />
      <TextField
        label={t('paymentSettings.accountNumber')}
        hint={t('paymentSettings.accountNumberHint', {
          min: PAYMENT_SETTINGS_LIMITS.accountNumberMin,
          max: PAYMENT_SETTINGS_LIMITS.accountNumberMax,
        })}
        className="input mono"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        error={message('accountNumber')}
        {...form.register('accountNumber')}
      />
      <div className="grid-2 ps-grid">
        <TextField
          label={t('paymentSettings.sort')}
          hint={t('paymentSettings.bankSortHint')}
          inputMode="numeric"
          autoComplete="off"
          error={message('sort')}
          {...form.register('sort')}
        />
        <CheckField
          label={t('paymentSettings.bankEnabledLabel')}
          hint={t('paymentSettings.bankEnabledHint')}
          error={message('enabled')}
          {...form.register('enabled')}
        />
      </div>
    </FormDialog>
  );
}
