import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  MONEY_LIMIT_PERIODS,
  SESSION_LIMIT_MINUTES,
} from '@nova/contracts/api/protection';
import { parseLocaleDecimal } from '@nova/contracts/money';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { TextField } from '../../components/field';
import { Notice } from '../../components/ui';
import { errorText, isApiError } from '../../lib/api';
import { useAdminForm } from '../../lib/form';
import {
  ChoiceField,
  type ProtectionDialogProps,
  ProtectionFormDialog,
  useProtectionCall,
} from './protection-dialog';
import { limitAmount } from './protection-shared';

const LowerForm = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  value: z.string().check(z.trim(), z.minLength(1), z.maxLength(24)),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});

export interface LowerLimitBody {
  kind: LimitKind;
  period: LimitPeriod;
  /** Minor units, or minutes for SESSION. */
  value: string;
  reason: string;
}

/** A typed value → what the API takes (minor units, or whole minutes), or why it is not one. */
export function typedLimitValue(
  kind: LimitKind,
  text: string,
  scale: number,
  locale: string,
): { value: string } | { error: 'invalid' | 'minutes' } {
  if (kind === 'SESSION') {
    const trimmed = text.trim();
    if (!/^\d{1,5}$/u.test(trimmed)) return { error: 'minutes' };
    const minutes = Number(trimmed);
    if (minutes < SESSION_LIMIT_MINUTES.min || minutes > SESSION_LIMIT_MINUTES.max) {
      return { error: 'minutes' };
    }
    return { value: String(minutes) };
  }
  const minor = parseLocaleDecimal(text, scale, locale);
  if (minor === null || minor <= 0n || minor.toString().length > 16) return { error: 'invalid' };
  return { value: minor.toString() };
}

/**
 * The server's refusal in words: it takes only a first limit or a lower one (INVALID_STATE, or
 * VALIDATION_FAILED on the value), the player alone raises or removes a limit.
 */
function refusal(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return errorText(t, error);
  const onValue = error.details.some((detail) => detail.path.endsWith('value'));
  if (error.code === 'INVALID_STATE' || (error.code === 'VALIDATION_FAILED' && onValue)) {
    return t('protection.lower.refused');
  }
  return errorText(t, error);
}

/**
 * Set or lower one of the member's limits, with a reason for the audit log. It applies at once;
 * an operator never raises or removes a limit (the player does, after the cooling-off).
 */
export function LowerLimitDialog(props: ProtectionDialogProps<LowerLimitBody>) {
  const { open, protection } = props;
  const { t, i18n } = useTranslation();
  const form = useAdminForm(LowerForm, { kind: 'DEPOSIT', period: 'DAY', value: '', reason: '' });
  const [valueError, setValueError] = useState<string | null>(null);
  const call = useProtectionCall(props, () => {
    form.reset();
    setValueError(null);
  });
  const kind = form.watch('kind');
  const period = form.watch('period');
  const current = protection.limits.find((l) => l.kind === kind && l.period === period);
  const session = kind === 'SESSION';
  const submit = form.handleSubmit((values) => {
    call.mutation.reset();
    const typed = typedLimitValue(values.kind, values.value, protection.scale, i18n.language);
    if ('error' in typed) {
      setValueError(
        typed.error === 'minutes'
          ? t('protection.lower.minutesInvalid', SESSION_LIMIT_MINUTES)
          : t('protection.lower.amountInvalid'),
      );
      return;
    }
    if (current && BigInt(typed.value) >= BigInt(current.value)) {
      setValueError(
        t('protection.lower.notLower', {
          current: limitAmount(t, current.kind, current.value, protection),
        }),
      );
      return;
    }
    setValueError(null);
    call.send({
      kind: values.kind,
      period: values.period,
      value: typed.value,
      reason: values.reason.trim(),
    });
  });
  const kindField = form.register('kind', {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value;
      const nextPeriod = form.getValues('period');
      if (next === 'SESSION') form.setValue('period', 'SESSION');
      else if (nextPeriod === 'SESSION') form.setValue('period', 'DAY');
      setValueError(null);
    },
  });
  return (
    <ProtectionFormDialog
      open={open}
      call={call}
      title={t('protection.lower.title', { account: protection.account })}
      onSubmit={() => void submit()}
      submit={t('protection.lower.submit')}
      intro={<Notice tone="info">{t('protection.lower.intro')}</Notice>}
      refusal={refusal}
      choices={
        <>
          <ChoiceField
            label={t('protection.lower.kind')}
            options={LIMIT_KINDS}
            optionText={(k) => t(`protection.kinds.${k}`)}
            {...kindField}
          />
          <ChoiceField
            label={t('protection.lower.period')}
            options={session ? (['SESSION'] as const) : MONEY_LIMIT_PERIODS}
            optionText={(p) => t(`protection.periods.${p}`)}
            {...form.register('period')}
          />
        </>
      }
      current={{
        testId: 'lower-current',
        text: current
          ? t('protection.lower.current', {
              value: limitAmount(t, current.kind, current.value, protection),
            })
          : t('protection.lower.noCurrent'),
      }}
      reason={{
        label: t('common.reason'),
        error: form.message('reason'),
        field: form.register('reason'),
      }}
    >
      <TextField
        label={
          session
            ? t('protection.lower.minutes')
            : t('protection.lower.amount', { currency: protection.currency })
        }
        inputMode={session ? 'numeric' : 'decimal'}
        autoComplete="off"
        hint={session ? t('protection.lower.minutesHint', SESSION_LIMIT_MINUTES) : undefined}
        error={valueError ?? form.message('value')}
        {...form.register('value', { onChange: () => setValueError(null) })}
      />
    </ProtectionFormDialog>
  );
}
