import {
  type CreatePaymentChannel,
  CreatePaymentChannelSchema,
  type OpsPaymentChannel,
  opsCreatePaymentChannel,
  opsUpdatePaymentChannel,
  PAYMENT_CHANNEL_KINDS,
  PAYMENT_SETTINGS_LIMITS,
  type PaymentSettings,
  type UpdatePaymentChannel,
  UpdatePaymentChannelSchema,
} from '@nova/contracts/api/ops-payment-settings';
import { minorToDecimal } from '@nova/contracts/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { SelectField, TextField } from '../../components/field';
import { FormDialog } from '../../components/form-dialog';
import { Facts, Notice } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { useAdminForm } from '../../lib/form';
import { useOperator } from '../../lib/session';
import { CheckField } from './check-field';
import {
  fieldMessage,
  SETTINGS_KEY,
  showServerIssues,
  turnoverMultiple,
  typedAmount,
  typedMultiple,
  typedWhole,
} from './payment-settings-shared';

const FIELDS = [
  'code',
  'kind',
  'provider',
  'name',
  'minAmount',
  'maxAmount',
  'turnoverPercent',
  'enabled',
  'sort',
] as const;

/**
 * The form: amounts typed in the brand currency and the turnover as a multiple, converted
 * exactly (typedAmount, typedMultiple), then checked by the contract's own request schema, the
 * one the server checks.
 */
function channelForm(scale: number, locale: string, creating: boolean) {
  const typed = z.object({
    code: z.pipe(
      z.string(),
      z.transform((s) => s.trim().toUpperCase()),
    ),
    kind: z.enum(PAYMENT_CHANNEL_KINDS),
    provider: z.string(),
    name: z.string(),
    minAmount: typedAmount(scale, locale),
    maxAmount: typedAmount(scale, locale),
    turnoverPercent: typedMultiple,
    enabled: z.boolean(),
    sort: typedWhole,
  });
  // Once created, only the update's fields are checked (and sent): the code, kind and provider
  // stay as they are. Either schema takes the typed values (zod strips the extra keys).
  const contract = (creating
    ? CreatePaymentChannelSchema
    : UpdatePaymentChannelSchema) as unknown as z.ZodMiniType<ChannelBody, z.output<typeof typed>>;
  return z.pipe(typed, contract);
}

type ChannelBody = UpdatePaymentChannel &
  Partial<Pick<CreatePaymentChannel, 'code' | 'kind' | 'provider'>>;

type Channel = OpsPaymentChannel;

/**
 * Create a deposit channel, or change one (name, limits, turnover, order, on or off; the code,
 * kind and provider stay as created). A manual channel is switched on only with an enabled
 * receiving bank; the server refuses it otherwise, on the switch.
 */
export function ChannelDialog({
  channel,
  settings,
  onClose,
  onDone,
}: {
  /** null: a new channel. */
  channel: Channel | null;
  settings: PaymentSettings;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { currency, currencyScale: scale } = useOperator().brand;
  const queryClient = useQueryClient();
  const creating = channel === null;
  const schema = useMemo(
    () => channelForm(scale, i18n.language, creating),
    [scale, i18n.language, creating],
  );
  const amount = (minor: string) => minorToDecimal(BigInt(minor), scale);
  const form = useAdminForm(schema, {
    code: channel?.code ?? '',
    kind: channel?.kind ?? 'MANUAL_BANK',
    provider: channel?.provider ?? 'MANUAL',
    name: channel?.name ?? '',
    minAmount: channel ? amount(channel.minAmount) : '',
    maxAmount: channel ? amount(channel.maxAmount) : '',
    turnoverPercent: turnoverMultiple(channel?.turnoverPercent ?? 100),
    enabled: channel?.enabled ?? false,
    sort: String(channel?.sort ?? nextSort(settings)),
  });
  const kind = form.watch('kind');
  const providers = settings.providers.filter((p) => p.kind === kind);
  const provider = form.watch('provider');
  const { setValue } = form;
  useEffect(() => {
    if (!creating) return;
    if (!providers.some((p) => p.provider === provider))
      setValue('provider', providers[0]?.provider ?? '');
  }, [creating, providers, provider, setValue]);

  const save = useMutation({
    mutationFn: (body: ChannelBody) => {
      const { name, minAmount, maxAmount, turnoverPercent, enabled, sort } = body;
      const update = { name, minAmount, maxAmount, turnoverPercent, enabled, sort };
      if (channel)
        return callApi(opsUpdatePaymentChannel, { params: { id: channel.id }, body: update });
      const { code = '', kind = 'MANUAL_BANK', provider = '' } = body;
      return callApi(opsCreatePaymentChannel, { body: { ...update, code, kind, provider } });
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
      const key = creating ? 'paymentSettings.channelCreated' : 'paymentSettings.channelSaved';
      onDone(t(key, { name: saved.name }));
    },
    onError: (error) => showServerIssues(error, FIELDS, form.setError),
  });
  const submit = form.handleSubmit((body) => save.mutate(body));
  const message = fieldMessage(t, form.formState.errors, form.getValues);
  const onField = Object.values(form.formState.errors).some((e) => e?.type === 'server');
  const manual = kind === 'MANUAL_BANK';
  const unit = `(${currency})`;

  return (
    <FormDialog
      open
      wide
      title={
        creating
          ? t('paymentSettings.newChannel')
          : t('paymentSettings.editChannel', { name: channel.name })
      }
      submit={creating ? t('paymentSettings.create') : t('common.save')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={save.isPending}
      error={save.isError && !onField ? errorText(t, save.error) : null}
      intro={
        <p className="dialog-text">
          {creating ? t('paymentSettings.newChannelIntro') : t('paymentSettings.editChannelIntro')}
        </p>
      }
    >
      {creating ? (
        <div className="grid-3 ps-grid">
          <TextField
            label={t('paymentSettings.code')}
            hint={t('paymentSettings.codeHint')}
            className="input mono"
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
            error={message('code')}
            {...form.register('code')}
          />
          <SelectField
            label={t('paymentSettings.kind')}
            error={message('kind')}
            {...form.register('kind')}
          >
            {PAYMENT_CHANNEL_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`paymentSettings.kinds.${k}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('paymentSettings.provider')}
            error={message('provider')}
            {...form.register('provider')}
          >
            {providers.map((p) => (
              <option key={p.provider} value={p.provider}>
                {p.ready ? p.provider : t('paymentSettings.providerNotReady', p)}
              </option>
            ))}
          </SelectField>
        </div>
      ) : (
        <div className="ps-fixed">
          <Facts
            items={[
              [t('paymentSettings.code'), <code key="code">{channel.code}</code>],
              [t('paymentSettings.kind'), t(`paymentSettings.kinds.${channel.kind}`)],
              [t('paymentSettings.provider'), channel.provider],
            ]}
          />
        </div>
      )}
      <TextField
        label={t('paymentSettings.name')}
        hint={t('paymentSettings.nameHint')}
        maxLength={PAYMENT_SETTINGS_LIMITS.nameMax}
        autoComplete="off"
        error={message('name')}
        {...form.register('name')}
      />
      <div className="grid-2 ps-grid">
        <TextField
          label={`${t('paymentSettings.min')} ${unit}`}
          inputMode="decimal"
          autoComplete="off"
          error={message('minAmount')}
          {...form.register('minAmount')}
        />
        <TextField
          label={`${t('paymentSettings.max')} ${unit}`}
          inputMode="decimal"
          autoComplete="off"
          error={message('maxAmount')}
          {...form.register('maxAmount')}
        />
        <TextField
          label={t('paymentSettings.turnover')}
          hint={t('paymentSettings.turnoverHint')}
          inputMode="decimal"
          autoComplete="off"
          error={message('turnoverPercent')}
          {...form.register('turnoverPercent')}
        />
        <TextField
          label={t('paymentSettings.sort')}
          hint={t('paymentSettings.sortHint')}
          inputMode="numeric"
          autoComplete="off"
          error={message('sort')}
          {...form.register('sort')}
        />
      </div>
      <CheckField
        label={t('paymentSettings.enabledLabel')}
        hint={manual ? t('paymentSettings.enabledManualHint') : t('paymentSettings.enabledHint')}
        error={message('enabled')}
        {...form.register('enabled')}
      />
      {creating && manual ? (
        <Notice tone="info">{t('paymentSettings.manualStartsOff')}</Notice>
      ) : null}
    </FormDialog>
  );
}

/** A new channel goes last in the site's list. */
function nextSort(settings: PaymentSettings): number {
  const last = Math.max(0, ...settings.channels.map((c) => c.sort));
  return Math.min(last + 1, PAYMENT_SETTINGS_LIMITS.sortMax);
}
