import type { RegisterRequest } from '@nova/contracts/api/register';
import type { RegisterSettings } from '@nova/contracts/api/register-settings';
import { type PasswordIssue, passwordIssue } from '@nova/contracts/password-policy';
import { checkField, FIELD_PATTERNS } from '@nova/contracts/register-field-check';
import {
  normaliseValue,
  type RegisterSwitches,
  type RegisterTab,
  type RegisterValues,
  registerFields,
  validateRegister,
} from '@nova/contracts/register-form';
import type { RegisterField } from '@nova/contracts/register-rules';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { errorCodeOf, errorMessage } from '../../../lib/errors';
import { openModal } from '../../modals/use-modals';
import { reloadCaptcha } from '../api/use-captcha';
import { isAffiliateCodeValid, sendRegisterCode, useRegister } from '../api/use-register';
import { readReferralCode } from '../lib/referral-code';
import { placeRegisterError } from '../lib/register-form';
import styles from './auth-form.module.css';
import { CaptchaField } from './captcha-field';
import { FormAlert } from './form-alert';
import { NewPasswordField, usePasswordIssueText } from './new-password-field';
import { isValidMobile, PhoneField } from './phone-field';
import { RegisterFieldInput } from './register-field-input';
import { SmsCodeField } from './sms-code-field';

/** Fields drawn across both grid columns: they carry a select, a button or an image. */
const WIDE_FIELDS: ReadonlySet<RegisterField> = new Set([
  'mobileNum',
  'verificationCode',
  'captcha',
]);

const POLICY_ISSUES: ReadonlySet<string> = new Set(['length', 'common', 'simple', 'username']);

/** A field sitting alone in its row next to a hole takes the whole row. */
function wideFlags(fields: readonly { field: RegisterField }[]): boolean[] {
  const wide = fields.map((f) => WIDE_FIELDS.has(f.field));
  let halfRow = -1;
  fields.forEach((_, index) => {
    if (wide[index]) {
      if (halfRow >= 0) wide[halfRow] = true;
      halfRow = -1;
    } else {
      halfRow = halfRow >= 0 ? -1 : index;
    }
  });
  if (halfRow >= 0) wide[halfRow] = true;
  return wide;
}

export interface RegisterPanelProps {
  tab: RegisterTab;
  settings: RegisterSettings;
  switches: RegisterSwitches;
  referralCode?: string;
  onRegistered: () => void;
}

/**
 * The register form of one tab (spec §4 "Register", §5 "Registration"): fields from the
 * brand's rules checked by the contract rule engine, SMS code, captcha, invitation code
 * verified before registering, terms and age lines, server errors under their fields.
 */
export function RegisterPanel({
  tab,
  settings,
  switches,
  referralCode,
  onRegistered,
}: RegisterPanelProps) {
  const { t } = useTranslation(['session', 'errors']);
  const queryClient = useQueryClient();
  const register = useRegister();
  const issueTextForPolicy = usePasswordIssueText();
  const urlCode = referralCode ?? readReferralCode() ?? undefined;
  const [values, setValues] = useState<RegisterValues>(urlCode ? { affiliateCode: urlCode } : {});
  const [dialingCode, setDialingCode] = useState(settings.countryDialingCodes[0] ?? '');
  const [issues, setIssues] = useState<Partial<Record<RegisterField, string>>>({});
  const [terms, setTerms] = useState(false);
  const [adult, setAdult] = useState(false);
  const [lines, setLines] = useState<{ terms?: string; adult?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const fields = useMemo(
    () => registerFields(settings.rules, tab, switches, values),
    [settings.rules, tab, switches, values],
  );
  const shown = useMemo(() => new Set(fields.map((f) => f.field)), [fields]);
  const wide = wideFlags(fields);
  // The account name the server checks the password against: the username, or the mobile
  // number with its dialing code (apps/server/src/features/register/register.service.ts).
  const passwordContext = {
    username:
      tab === 'username'
        ? values.username
        : `${dialingCode.replace(/^\+/, '')}${normaliseValue('mobileNum', values.mobileNum).replace(/^0+/, '')}`,
  };

  function set(field: RegisterField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (issues[field]) setIssues(({ [field]: _, ...rest }) => rest);
  }

  /** An issue (rule issue, error code or ready message) as the text under its field. */
  function issueText(field: RegisterField): string | null {
    const issue = issues[field];
    if (!issue) return null;
    const rule = fields.find((f) => f.field === field);
    const label = t(`fields.${field}`);
    switch (issue) {
      case 'required':
        return t('issues.required', { field: label });
      case 'length':
        return rule?.maxLength
          ? t('issues.lengthRange', { field: label, min: rule.minLength, max: rule.maxLength })
          : t('issues.lengthMin', { field: label, min: rule?.minLength ?? 1 });
      case 'pattern':
        return rule && FIELD_PATTERNS[rule.patternId]
          ? t(`patterns.${rule.patternId}`, { field: label })
          : t('issues.pattern', { field: label });
      case 'mismatch':
        return t('issues.mismatch');
      case 'UNDERAGE':
        return t('register.underage', { minAge: settings.minAge });
      default:
        if (field === 'password' && POLICY_ISSUES.has(issue))
          return issueTextForPolicy(issue as PasswordIssue);
        if (issue.startsWith('policy:')) return issue.slice('policy:'.length);
        return /^[A-Z_]+$/.test(issue)
          ? t(`errors:${issue}`)
          : t('issues.invalid', { field: label });
    }
  }

  function mobileReady(): boolean {
    const rule = fields.find((f) => f.field === 'mobileNum');
    const mobile = normaliseValue('mobileNum', values.mobileNum);
    const issue = rule ? checkField({ ...rule, required: true }, mobile) : null;
    if (issue || !isValidMobile(mobile)) {
      setIssues((current) => ({
        ...current,
        mobileNum: issue === 'required' ? 'required' : `policy:${t('sms.invalidMobile')}`,
      }));
      return false;
    }
    return true;
  }

  function buildBody(code: string | undefined, affiliateShown: boolean): RegisterRequest {
    const body: RegisterRequest = {
      termsAccepted: true,
      ageConfirmed: true,
      registerMethod: 'WEB',
      registerUrl: `${window.location.origin}${window.location.pathname}`.slice(0, 512),
      domain: window.location.hostname,
    };
    for (const rule of fields) {
      const value = normaliseValue(rule.field, values[rule.field]);
      if (value) body[rule.field] = value;
    }
    if (body.mobileNum) body.countryDialingCode = dialingCode;
    // Spec §4: the mobile tab uses the mobile number as the username.
    if (tab === 'mobile' && body.mobileNum) body.username = body.mobileNum;
    if (!affiliateShown && code) body.referralCode = code;
    return body;
  }

  function warnInvalidCode() {
    openModal('notice', { tone: 'warning', message: t('errors:INVALID_AFFILIATE_CODE') });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found: Partial<Record<RegisterField, string>> = validateRegister(fields, values);
    const password = values.password ?? '';
    if (shown.has('password') && !found.password) {
      const policy = passwordIssue(password, passwordContext);
      if (policy) found.password = `policy:${issueTextForPolicy(policy)}`;
    }
    const boxes = {
      terms: terms ? undefined : t('register.termsRequired'),
      adult: adult ? undefined : t('register.ageRequired', { minAge: settings.minAge }),
    };
    setIssues(found);
    setLines(boxes);
    if (Object.keys(found).length > 0 || boxes.terms || boxes.adult) return;

    // Spec §4: the invitation code shown on the form, else the one the visitor arrived with,
    // is verified before registering.
    const affiliateShown = shown.has('affiliateCode');
    const code = affiliateShown ? normaliseValue('affiliateCode', values.affiliateCode) : urlCode;
    if (code) {
      setChecking(true);
      try {
        if (!(await isAffiliateCodeValid(code))) {
          if (affiliateShown) setIssues({ affiliateCode: 'INVALID_AFFILIATE_CODE' });
          warnInvalidCode();
          return;
        }
      } catch (error) {
        setFormError(errorMessage(t, error));
        return;
      } finally {
        setChecking(false);
      }
    }

    try {
      await register.mutateAsync({ tab, body: buildBody(code, affiliateShown) });
    } catch (error) {
      const placement = placeRegisterError(error, shown);
      setIssues(placement.fields);
      setLines({
        terms: placement.terms ? t('register.termsRequired') : undefined,
        adult: placement.age ? t('register.ageRequired', { minAge: settings.minAge }) : undefined,
      });
      if (errorCodeOf(error) === 'INVALID_AFFILIATE_CODE') warnInvalidCode();
      else if (placement.unplaced) setFormError(errorMessage(t, error));
      if (shown.has('captcha')) {
        setValues((current) => ({ ...current, captcha: '' }));
        reloadCaptcha(queryClient);
      }
      return;
    }
    onRegistered();
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="register-form">
      <div className={styles.grid}>
        {fields.map((rule, index) => {
          const className = wide[index] ? styles.wide : undefined;
          const error = issueText(rule.field);
          switch (rule.field) {
            case 'mobileNum':
              return (
                <PhoneField
                  key={rule.field}
                  className={className}
                  dialingCodes={settings.countryDialingCodes}
                  dialingCode={dialingCode}
                  onDialingCode={setDialingCode}
                  mobile={values.mobileNum ?? ''}
                  onMobile={(value) => set('mobileNum', value)}
                  error={error}
                  testIdPrefix="register"
                  autoFocus={index === 0}
                />
              );
            case 'verificationCode':
              return (
                <SmsCodeField
                  key={rule.field}
                  className={className}
                  value={values.verificationCode ?? ''}
                  onChange={(value) => set('verificationCode', value)}
                  error={error}
                  required={rule.required}
                  beforeSend={mobileReady}
                  request={() =>
                    sendRegisterCode(
                      normaliseValue('mobileNum', values.mobileNum),
                      dialingCode,
                      tab,
                    )
                  }
                  testIdPrefix="register"
                />
              );
            case 'captcha':
              return (
                <CaptchaField
                  key={rule.field}
                  className={className}
                  value={values.captcha ?? ''}
                  onChange={(value) => set('captcha', value)}
                  error={error}
                />
              );
            case 'password':
              return (
                <NewPasswordField
                  key={rule.field}
                  className={className}
                  name="password"
                  label={t('fields.password')}
                  value={values.password ?? ''}
                  password={values.password ?? ''}
                  onChange={(e) => set('password', e.target.value)}
                  error={error}
                  username={passwordContext.username}
                  testId="register-password"
                  autoFocus={index === 0}
                />
              );
            default:
              return (
                <RegisterFieldInput
                  key={rule.field}
                  rule={rule}
                  value={values[rule.field] ?? ''}
                  onChange={(value) => set(rule.field, value)}
                  error={error}
                  autoFocus={index === 0}
                  wide={wide[index]}
                />
              );
          }
        })}
      </div>
      <div className={styles.checks}>
        <Checkbox
          name="adult"
          label={t('register.ageConfirm', { minAge: settings.minAge })}
          checked={adult}
          onChange={(e) => setAdult(e.target.checked)}
          error={lines.adult}
          data-testid="register-age"
        />
        <Checkbox
          name="terms"
          label={
            <>
              {t('register.termsPrefix')}{' '}
              <button
                type="button"
                className={styles.inlineLink}
                onClick={() => openModal('help', { section: 'term' })}
                data-testid="register-terms-link"
              >
                {t('register.termsLink')}
              </button>
            </>
          }
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
          error={lines.terms}
          data-testid="register-terms"
        />
      </div>
      {formError && <FormAlert testId="register-error">{formError}</FormAlert>}
      <Button
        type="submit"
        size="lg"
        block
        loading={checking || register.isPending}
        data-testid="register-submit"
      >
        {t('register.submit')}
      </Button>
    </form>
  );
}
