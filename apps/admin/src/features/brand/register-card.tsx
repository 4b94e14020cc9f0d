import {
  BRAND_LIMITS,
  type BrandSettings,
  opsPutBrandRegister,
  REGISTER_FIELD_CONTROL,
  type RegisterSettingsInput,
  RegisterSettingsInputSchema,
} from '@nova/contracts/api/ops-brand';
import type { RegisterField } from '@nova/contracts/register-rules';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/field';
import { Badge } from '../../components/ui';
import { contractResolver, useSectionForm } from './brand-form';
import { ReadValue, SectionCard } from './brand-section';

type Rule = RegisterSettingsInput['rules'][number];
type Values = { minAge: number; countryDialingCodes: string; rules: Rule[] };

const AGES = Array.from(
  { length: BRAND_LIMITS.minAgeMax - BRAND_LIMITS.minAgeMin + 1 },
  (_, i) => BRAND_LIMITS.minAgeMin + i,
);

/** The typed dialing codes: separated by commas or spaces. */
function dialingCodes(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((code) => code.trim())
    .filter(Boolean);
}

/**
 * The register form (spec §5): which fields it shows and requires and their lengths, the
 * minimum age and the dialing codes. A part of a rule that the form itself decides (the tab's
 * own fields, the captcha once shown, fixed lengths) is shown, not offered.
 */
export function RegisterCard({
  settings,
  editable,
}: {
  settings: BrandSettings;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const { register } = settings;
  const toValues = (): Values => ({
    minAge: register.minAge,
    countryDialingCodes: register.countryDialingCodes.join(', '),
    rules: register.rules.map(({ field, enabled, required, minLength, maxLength }) => ({
      field,
      enabled,
      required,
      minLength,
      maxLength,
    })),
  });
  const form = useForm<Values, unknown, RegisterSettingsInput>({
    defaultValues: toValues(),
    resolver: contractResolver(RegisterSettingsInputSchema, (v: Values) => {
      const password = v.rules.find((rule) => rule.field === 'password');
      return {
        minAge: v.minAge,
        countryDialingCodes: dialingCodes(v.countryDialingCodes),
        rules: v.rules.map((rule) => {
          const control = REGISTER_FIELD_CONTROL[rule.field];
          const shown = Boolean(rule.enabled);
          return {
            ...rule,
            enabled: shown,
            // The captcha, once shown, is always answered; a hidden field is never required.
            required: control.toggles === 'shown' ? shown : shown && Boolean(rule.required),
            ...(control.lengths === 'password' && password
              ? { minLength: password.minLength, maxLength: password.maxLength }
              : {}),
          };
        }),
      };
    }),
  });
  const { error, card } = useSectionForm(form, opsPutBrandRegister, register, toValues);
  const label = (field: RegisterField) => t(`brand.register.fields.${field}`);
  const yesNo = (on: boolean) => (
    <Badge tone={on ? 'good' : 'neutral'}>{on ? t('common.yes') : t('common.no')}</Badge>
  );
  return (
    <SectionCard
      className="brand-wide"
      title={t('brand.register.title')}
      description={t('brand.register.lead')}
      editable={editable}
      {...card}
    >
      <div className="grid-2">
        {editable ? (
          <>
            <SelectField
              label={t('brand.register.minAge')}
              error={error('minAge')}
              hint={t('brand.register.minAgeHint')}
              {...form.register('minAge', { valueAsNumber: true })}
            >
              {AGES.map((age) => (
                <option key={age} value={age}>
                  {age}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('brand.register.dialingCodes')}
              hint={t('brand.register.dialingCodesHint')}
              error={error('countryDialingCodes')}
              className="input mono"
              autoComplete="off"
              {...form.register('countryDialingCodes')}
            />
          </>
        ) : (
          <>
            <ReadValue label={t('brand.register.minAge')} value={register.minAge} />
            <ReadValue
              label={t('brand.register.dialingCodes')}
              value={<span className="mono">{register.countryDialingCodes.join(', ')}</span>}
            />
          </>
        )}
      </div>
      {error('rules') ? (
        <p className="field-message" role="alert">
          {error('rules')}
        </p>
      ) : null}
      <div className="table-scroll brand-rules brand-stack">
        <table className="table">
          <caption className="sr-only">{t('brand.register.rulesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('brand.register.field')}</th>
              <th scope="col">{t('brand.register.shown')}</th>
              <th scope="col">{t('brand.register.required')}</th>
              <th scope="col" className="num">
                {t('brand.register.minLength')}
              </th>
              <th scope="col" className="num">
                {t('brand.register.maxLength')}
              </th>
            </tr>
          </thead>
          <tbody>
            {register.rules.map((stored, index) => {
              const field = stored.field;
              const control = REGISTER_FIELD_CONTROL[field];
              const path = `rules.${index}` as const;
              const name = label(field);
              const cellError = (attr: string) => error(`${path}.${attr}`);
              const fixedText = (text: string) => <span className="muted small">{text}</span>;
              return (
                <tr key={field}>
                  <th scope="row" className="brand-field">
                    {name}
                    {field === 'mobileNum' ? (
                      <span className="brand-hint">{t('brand.register.mobileNote')}</span>
                    ) : null}
                  </th>
                  <td data-label={t('brand.register.shown')}>
                    {!editable || control.toggles === 'none' ? (
                      control.toggles === 'none' ? (
                        fixedText(t('brand.register.byTab'))
                      ) : (
                        yesNo(stored.enabled)
                      )
                    ) : (
                      <input
                        type="checkbox"
                        className="brand-check"
                        aria-label={t('brand.register.shownOf', { field: name })}
                        {...form.register(`${path}.enabled`)}
                      />
                    )}
                  </td>
                  <td data-label={t('brand.register.required')}>
                    {control.toggles === 'none' ? (
                      fixedText(t('brand.register.byTab'))
                    ) : control.toggles === 'shown' ? (
                      fixedText(t('brand.register.whenShown'))
                    ) : !editable ? (
                      yesNo(stored.required)
                    ) : (
                      <>
                        <input
                          type="checkbox"
                          className="brand-check"
                          aria-label={t('brand.register.requiredOf', { field: name })}
                          aria-invalid={cellError('required') ? true : undefined}
                          {...form.register(`${path}.required`)}
                        />
                        {cellError('required') ? (
                          <span className="field-message">{cellError('required')}</span>
                        ) : null}
                      </>
                    )}
                  </td>
                  {(['minLength', 'maxLength'] as const).map((attr) => (
                    <td key={attr} className="num" data-label={t(`brand.register.${attr}`)}>
                      {control.lengths === 'password' ? (
                        fixedText(t('brand.register.asPassword'))
                      ) : !editable || control.lengths === 'fixed' ? (
                        stored[attr] === 0 && attr === 'maxLength' ? (
                          fixedText(t('brand.register.noMax'))
                        ) : (
                          <span className={control.lengths === 'fixed' ? 'muted' : undefined}>
                            {stored[attr]}
                          </span>
                        )
                      ) : (
                        <>
                          <input
                            type="number"
                            min={0}
                            max={BRAND_LIMITS.fieldLengthMax}
                            className="input input-sm brand-length"
                            aria-label={t(`brand.register.${attr}Of`, { field: name })}
                            aria-invalid={cellError(attr) ? true : undefined}
                            {...form.register(`${path}.${attr}`, { valueAsNumber: true })}
                          />
                          {cellError(attr) ? (
                            <span className="field-message">{cellError(attr)}</span>
                          ) : null}
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="brand-hint">{t('brand.register.hint')}</p>
    </SectionCard>
  );
}
