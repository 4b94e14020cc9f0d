import {
  type BrandSettings,
  opsPutBrandWithdrawalLimits,
  WithdrawalLimitsSchema,
} from '@nova/contracts/api/ops-brand';
import { minorToDecimal } from '@nova/contracts/money';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/field';
import { Facts, Notice } from '../../components/ui';
import { money } from '../../lib/format';
import { contractResolver, typedAmount, useSectionForm } from './brand-form';
import { ReadValue, SectionCard } from './brand-section';

type Values = { minAmount: string; maxAmount: string };

/**
 * Who the brand is and its currency, read-only: every balance, ledger line and limit of a live
 * brand is kept in it. The withdrawal minimum and maximum per request are edited here, typed in
 * the currency and sent in its minor units.
 */
export function MoneyCard({ settings, editable }: { settings: BrandSettings; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const { brand, withdrawals } = settings;
  const scale = brand.currencyScale;
  const toValues = (): Values => ({
    minAmount: minorToDecimal(BigInt(withdrawals.minAmount), scale),
    maxAmount: minorToDecimal(BigInt(withdrawals.maxAmount), scale),
  });
  const form = useForm<Values, unknown, { minAmount: string; maxAmount: string }>({
    defaultValues: toValues(),
    resolver: contractResolver(WithdrawalLimitsSchema, (v: Values) => ({
      minAmount: typedAmount('minAmount', v.minAmount, scale, i18n.language),
      maxAmount: typedAmount('maxAmount', v.maxAmount, scale, i18n.language),
    })),
  });
  const { error, card } = useSectionForm(form, opsPutBrandWithdrawalLimits, withdrawals, toValues);
  const unit = `${brand.currency} (${brand.currencySymbol})`;
  return (
    <SectionCard
      title={t('brand.money.title')}
      description={t('brand.money.lead')}
      editable={editable}
      {...card}
    >
      <Facts
        items={[
          [t('brand.money.brand'), `${brand.name} · ${brand.code}`],
          [t('brand.money.currency'), unit],
          [t('brand.money.scale'), t('brand.money.decimals', { count: scale })],
          [t('brand.money.timezone'), brand.timezone],
        ]}
      />
      <Notice tone="warn">{t('brand.money.currencyLocked')}</Notice>
      <h3 className="brand-subtitle">{t('brand.money.withdrawals')}</h3>
      {editable ? (
        <div className="grid-2">
          <TextField
            label={`${t('brand.money.min')} (${brand.currency})`}
            inputMode="decimal"
            autoComplete="off"
            error={error('minAmount')}
            {...form.register('minAmount')}
          />
          <TextField
            label={`${t('brand.money.max')} (${brand.currency})`}
            inputMode="decimal"
            autoComplete="off"
            error={error('maxAmount')}
            {...form.register('maxAmount')}
          />
        </div>
      ) : (
        <div className="grid-2">
          <ReadValue
            label={t('brand.money.min')}
            value={`${money(withdrawals.minAmount, scale)} ${brand.currency}`}
          />
          <ReadValue
            label={t('brand.money.max')}
            value={`${money(withdrawals.maxAmount, scale)} ${brand.currency}`}
          />
        </div>
      )}
      <p className="brand-hint">{t('brand.money.withdrawalsHint')}</p>
    </SectionCard>
  );
}
