import {
  type BrandSettings,
  opsPutBrandWhitelabel,
  type WhitelabelSettings,
  WhitelabelSettingsSchema,
} from '@nova/contracts/api/ops-brand';
import { WHITELABEL_SWITCHES, type WhitelabelSwitch } from '@nova/contracts/constants';
import { minorToDecimal } from '@nova/contracts/money';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/field';
import { money } from '../../lib/format';
import { contractResolver, typedAmount, useSectionForm } from './brand-form';
import { Group, ReadValue, SectionCard, Toggle } from './brand-section';

/** A switch name as a form key: react-hook-form reads a dot as nesting (REFERRAL.enabled). */
const keyOf = (name: WhitelabelSwitch) => name.replace('.', '_');

type Values = {
  switches: Record<string, boolean>;
  forgotPasswordMode: 'EMAIL' | 'PHONE';
  passwordMaxAgeDays: number;
  transferOnLaunch: 'AUTO' | 'PROMPT';
  /** Typed in the currency; empty: the whole main balance. */
  transferLaunchAmount: string;
  transferBackOnLeave: boolean;
};

/** The switches in the groups the site uses them in (spec §3), each as the code honours it. */
const GROUPS: readonly { key: string; switches: readonly WhitelabelSwitch[] }[] = [
  {
    key: 'register',
    switches: ['MOBILENUMREG3', 'USERNAMEREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3'],
  },
  { key: 'login', switches: ['FREEPLAY3', 'MOBILEVERCODELOGIN3', 'PWDEXPFORCECHANGE3'] },
  { key: 'member', switches: ['PTSYS3', 'MANPLAYREB3', 'REFERRAL.enabled'] },
];

/**
 * Whitelabel switches (spec §3) and the brand's feature options: how a forgotten password is
 * reset, when a password expires, and how money moves to a transfer-mode game's wallet.
 */
export function WhitelabelCard({
  settings,
  editable,
}: {
  settings: BrandSettings;
  editable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { whitelabel, brand } = settings;
  const scale = brand.currencyScale;
  const toValues = (): Values => ({
    switches: Object.fromEntries(
      WHITELABEL_SWITCHES.map((name) => [keyOf(name), whitelabel.switches[name]]),
    ),
    forgotPasswordMode: whitelabel.forgotPasswordMode,
    passwordMaxAgeDays: whitelabel.passwordMaxAgeDays,
    transferOnLaunch: whitelabel.transferOnLaunch,
    transferLaunchAmount:
      whitelabel.transferLaunchAmount === null
        ? ''
        : minorToDecimal(BigInt(whitelabel.transferLaunchAmount), scale),
    transferBackOnLeave: whitelabel.transferBackOnLeave,
  });
  const form = useForm<Values, unknown, WhitelabelSettings>({
    defaultValues: toValues(),
    resolver: contractResolver(WhitelabelSettingsSchema, (v: Values) => ({
      switches: Object.fromEntries(
        WHITELABEL_SWITCHES.map((name) => [name, v.switches[keyOf(name)] === true]),
      ),
      forgotPasswordMode: v.forgotPasswordMode,
      passwordMaxAgeDays: v.passwordMaxAgeDays,
      transferOnLaunch: v.transferOnLaunch,
      transferLaunchAmount:
        v.transferLaunchAmount.trim() === ''
          ? null
          : typedAmount('transferLaunchAmount', v.transferLaunchAmount, scale, i18n.language),
      transferBackOnLeave: v.transferBackOnLeave,
    })),
  });
  const { error, card } = useSectionForm(form, opsPutBrandWhitelabel, whitelabel, toValues);
  const switchToggle = (name: WhitelabelSwitch) => (
    <Toggle
      key={name}
      editable={editable}
      checked={whitelabel.switches[name]}
      label={t(`brand.whitelabel.switches.${keyOf(name)}.label`)}
      hint={
        <>
          {t(`brand.whitelabel.switches.${keyOf(name)}.hint`)}{' '}
          <code className="brand-code">{name}</code>
        </>
      }
      {...form.register(`switches.${keyOf(name)}`)}
    />
  );
  return (
    <SectionCard
      className="brand-wide"
      title={t('brand.whitelabel.title')}
      description={t('brand.whitelabel.lead')}
      editable={editable}
      {...card}
    >
      <div className="brand-columns">
        {GROUPS.map((group) => (
          <Group key={group.key} title={t(`brand.whitelabel.groups.${group.key}`)}>
            {group.switches.map(switchToggle)}
            {group.key === 'login' ? (
              editable ? (
                <>
                  <TextField
                    label={t('brand.whitelabel.passwordMaxAgeDays')}
                    type="number"
                    min={1}
                    inputMode="numeric"
                    error={error('passwordMaxAgeDays')}
                    hint={t('brand.whitelabel.passwordMaxAgeDaysHint')}
                    {...form.register('passwordMaxAgeDays', { valueAsNumber: true })}
                  />
                  <SelectField
                    label={t('brand.whitelabel.forgotPasswordMode')}
                    error={error('forgotPasswordMode')}
                    {...form.register('forgotPasswordMode')}
                  >
                    <option value="PHONE">{t('brand.whitelabel.forgot.PHONE')}</option>
                    <option value="EMAIL">{t('brand.whitelabel.forgot.EMAIL')}</option>
                  </SelectField>
                </>
              ) : (
                <>
                  <ReadValue
                    label={t('brand.whitelabel.passwordMaxAgeDays')}
                    value={whitelabel.passwordMaxAgeDays}
                  />
                  <ReadValue
                    label={t('brand.whitelabel.forgotPasswordMode')}
                    value={t(`brand.whitelabel.forgot.${whitelabel.forgotPasswordMode}`)}
                  />
                </>
              )
            ) : null}
          </Group>
        ))}
        <Group title={t('brand.whitelabel.groups.transfer')}>
          {editable ? (
            <>
              <SelectField
                label={t('brand.whitelabel.transferOnLaunch')}
                error={error('transferOnLaunch')}
                {...form.register('transferOnLaunch')}
              >
                <option value="PROMPT">{t('brand.whitelabel.onLaunch.PROMPT')}</option>
                <option value="AUTO">{t('brand.whitelabel.onLaunch.AUTO')}</option>
              </SelectField>
              <TextField
                label={`${t('brand.whitelabel.transferLaunchAmount')} (${brand.currency})`}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('brand.whitelabel.wholeBalance')}
                hint={t('brand.whitelabel.transferLaunchAmountHint')}
                error={error('transferLaunchAmount')}
                {...form.register('transferLaunchAmount')}
              />
            </>
          ) : (
            <>
              <ReadValue
                label={t('brand.whitelabel.transferOnLaunch')}
                value={t(`brand.whitelabel.onLaunch.${whitelabel.transferOnLaunch}`)}
              />
              <ReadValue
                label={t('brand.whitelabel.transferLaunchAmount')}
                value={
                  whitelabel.transferLaunchAmount === null
                    ? t('brand.whitelabel.wholeBalance')
                    : `${money(whitelabel.transferLaunchAmount, scale)} ${brand.currency}`
                }
              />
            </>
          )}
          <Toggle
            editable={editable}
            checked={whitelabel.transferBackOnLeave}
            label={t('brand.whitelabel.transferBackOnLeave')}
            hint={t('brand.whitelabel.transferBackOnLeaveHint')}
            {...form.register('transferBackOnLeave')}
          />
        </Group>
      </div>
    </SectionCard>
  );
}
