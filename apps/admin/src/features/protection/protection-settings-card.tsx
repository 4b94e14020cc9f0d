import {
  opsGetProtectionSettings,
  opsSetProtectionSettings,
  type ProtectionSettings,
  ProtectionSettingsSchema,
} from '@nova/contracts/api/ops-protection';
import { minorToDecimal, parseLocaleDecimal } from '@nova/contracts/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/field';
import { Badge, Button, Card, Notice, Spinner } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { count, money } from '../../lib/format';
import { useCan, useOperator } from '../../lib/session';
import { minutesText, PROTECTION_SETTINGS_KEY } from './protection-shared';
import './protection.css';

type Values = {
  coolingOffHours: string;
  realityCheckDefaultMinutes: string;
  kycWithdrawalAbove: string;
  kycDepositsAbove: string;
};
type Name = keyof Values;
/** Why a field is refused: its message key under `protection.settings.issues`. */
type Issue = 'required' | 'hours' | 'minutes' | 'amount';

const RANGE_ISSUE: Record<Name, Issue> = {
  coolingOffHours: 'hours',
  realityCheckDefaultMinutes: 'minutes',
  kycWithdrawalAbove: 'amount',
  kycDepositsAbove: 'amount',
};

function toValues(settings: ProtectionSettings, scale: number): Values {
  const amount = (minor: string | null) =>
    minor === null ? '' : minorToDecimal(BigInt(minor), scale);
  return {
    coolingOffHours: String(settings.coolingOffHours),
    realityCheckDefaultMinutes: String(settings.realityCheckDefaultMinutes),
    kycWithdrawalAbove: amount(settings.kycWithdrawalAbove),
    kycDepositsAbove: amount(settings.kycDepositsAbove),
  };
}

/**
 * The typed values → the request body, checked by the contract's own schema (the one the server
 * checks): whole hours and minutes, amounts in the currency as minor units, empty = no threshold.
 */
export function settingsResolver(
  scale: number,
  locale: string,
): Resolver<Values, unknown, ProtectionSettings> {
  return async (values) => {
    const errors: FieldErrors<Values> = {};
    const fail = (name: Name, issue: Issue) => {
      errors[name] = { type: 'validate', message: issue };
    };
    const whole = (name: Name): number | null => {
      const text = values[name].trim();
      if (/^\d{1,4}$/u.test(text)) return Number(text);
      fail(name, text === '' ? 'required' : RANGE_ISSUE[name]);
      return null;
    };
    const amount = (name: Name): string | null => {
      const text = values[name].trim();
      if (text === '') return null;
      const minor = parseLocaleDecimal(text, scale, locale);
      if (minor !== null && minor >= 0n) return minor.toString();
      fail(name, 'amount');
      return null;
    };
    const body = {
      coolingOffHours: whole('coolingOffHours'),
      realityCheckDefaultMinutes: whole('realityCheckDefaultMinutes'),
      kycWithdrawalAbove: amount('kycWithdrawalAbove'),
      kycDepositsAbove: amount('kycDepositsAbove'),
    };
    const result = ProtectionSettingsSchema.safeParse(body);
    if (result.success && Object.keys(errors).length === 0) {
      return { values: result.data, errors: {} };
    }
    // Every field's own refusal: a range the contract checks is told even beside a bad amount.
    for (const issue of result.error?.issues ?? []) {
      const name = String(issue.path[0] ?? '') as Name;
      if (name in RANGE_ISSUE && !errors[name]) fail(name, RANGE_ISSUE[name]);
    }
    return { values: {}, errors };
  };
}

/**
 * The brand's protection settings (issue 14), a card of the brand settings page in the look of
 * its sections: the cooling-off before a raised limit may be confirmed, the reality check's
 * default, and the KYC thresholds. Read with protection.read, saved with protection.settings;
 * every save is audited and applies to players at once.
 */
export function ProtectionSettingsCard() {
  const can = useCan();
  if (!can('protection.read')) return null;
  return <SettingsCard editable={can('protection.settings')} />;
}

function SettingsCard({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: PROTECTION_SETTINGS_KEY,
    queryFn: () => callApi(opsGetProtectionSettings),
  });
  if (editable && query.isSuccess) return <SettingsForm settings={query.data} />;
  return (
    <Shell>
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        <Notice tone="bad">{errorText(t, query.error)}</Notice>
      ) : (
        <SettingsRead settings={query.data} />
      )}
    </Shell>
  );
}

/** The card: its title, what it is for, and the unsaved badge in the head as the brand cards. */
function Shell({
  headingId,
  dirty = false,
  children,
}: {
  headingId?: string;
  dirty?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      className="prot-settings"
      title={<span id={headingId}>{t('protection.settings.title')}</span>}
      actions={dirty ? <Badge tone="warn">{t('protection.settings.unsaved')}</Badge> : null}
    >
      <p className="muted prot-lead">{t('protection.settings.lead')}</p>
      {children}
    </Card>
  );
}

function SettingsRead({ settings }: { settings: ProtectionSettings }) {
  const { t } = useTranslation();
  const { currency, currencyScale } = useOperator().brand;
  const amount = (minor: string | null) =>
    minor === null ? t('protection.settings.none') : `${money(minor, currencyScale)} ${currency}`;
  const rows: [string, string][] = [
    [
      t('protection.settings.coolingOff'),
      t('protection.summary.hours', { n: count(settings.coolingOffHours) }),
    ],
    [
      t('protection.settings.realityCheck'),
      settings.realityCheckDefaultMinutes === 0
        ? t('protection.summary.off')
        : minutesText(t, settings.realityCheckDefaultMinutes),
    ],
    [t('protection.settings.kycWithdrawal'), amount(settings.kycWithdrawalAbove)],
    [t('protection.settings.kycDeposits'), amount(settings.kycDepositsAbove)],
  ];
  return (
    <div className="prot-settings-grid">
      {rows.map(([label, value]) => (
        <div className="prot-read" key={label}>
          <span className="prot-read-label">{label}</span>
          <span className="prot-read-value">{value}</span>
        </div>
      ))}
    </div>
  );
}

function SettingsForm({ settings }: { settings: ProtectionSettings }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { currency, currencyScale } = useOperator().brand;
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, ProtectionSettings>({
    defaultValues: toValues(settings, currencyScale),
    resolver: settingsResolver(currencyScale, i18n.language),
  });
  const save = useMutation({
    mutationFn: (body: ProtectionSettings) => callApi(opsSetProtectionSettings, { body }),
    onSuccess: (next) => queryClient.setQueryData(PROTECTION_SETTINGS_KEY, next),
  });
  // A new answer (this save, or another operator's) becomes the form's clean state.
  const key = JSON.stringify(settings);
  const last = useRef(key);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    form.reset(toValues(JSON.parse(key) as ProtectionSettings, currencyScale));
  }, [key, form, currencyScale]);
  const { errors, isDirty } = form.formState;
  const message = (name: Name) => {
    const issue = errors[name]?.message;
    return issue ? t(`protection.settings.issues.${issue}`, { currency }) : undefined;
  };
  const invalid = Object.keys(errors).length > 0;
  return (
    <Shell headingId={headingId} dirty={isDirty}>
      <form
        onSubmit={form.handleSubmit((body) => save.mutate(body))}
        noValidate
        aria-labelledby={headingId}
      >
        <div className="prot-settings-grid">
          <TextField
            label={t('protection.settings.coolingOff')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('protection.settings.coolingOffHint')}
            error={message('coolingOffHours')}
            {...form.register('coolingOffHours')}
          />
          <TextField
            label={t('protection.settings.realityCheck')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('protection.settings.realityCheckHint')}
            error={message('realityCheckDefaultMinutes')}
            {...form.register('realityCheckDefaultMinutes')}
          />
          <TextField
            label={`${t('protection.settings.kycWithdrawal')} (${currency})`}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('protection.settings.nonePlaceholder')}
            hint={t('protection.settings.kycWithdrawalHint')}
            error={message('kycWithdrawalAbove')}
            {...form.register('kycWithdrawalAbove')}
          />
          <TextField
            label={`${t('protection.settings.kycDeposits')} (${currency})`}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('protection.settings.nonePlaceholder')}
            hint={t('protection.settings.kycDepositsHint')}
            error={message('kycDepositsAbove')}
            {...form.register('kycDepositsAbove')}
          />
        </div>
        <div className="form-actions prot-actions">
          {save.isError ? (
            <span className="prot-status prot-status-bad" role="alert">
              {errorText(t, save.error)}
            </span>
          ) : invalid ? (
            <span className="prot-status prot-status-bad" role="alert">
              {t('protection.settings.fixErrors')}
            </span>
          ) : save.isSuccess && !isDirty ? (
            <span className="prot-status prot-status-good" role="status">
              {t('protection.settings.saved')}
            </span>
          ) : null}
          <Button
            type="submit"
            variant="primary"
            busy={save.isPending}
            aria-label={t('protection.settings.save')}
          >
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Shell>
  );
}
