import type { RegisterField } from '@nova/contracts/register-rules';
import { FIELD_PATTERNS } from '@nova/contracts/register-rules';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon';
import { Modal } from '../../../components/modal/modal';
import { errorMessage } from '../../../lib/errors';
import { closeModal, type ModalComponentProps, openModal } from '../../modals/use-modals';
import { usePermissionData } from '../../system/api/use-permission-data';
import { useSwitch } from '../../system/hooks/use-switch';
import { useRegister } from '../api/use-register';
import {
  type RegisterIssue,
  type RegisterTab,
  registerFields,
  validateRegister,
} from '../lib/register-form';
import { AuthAside } from './auth-aside';
import styles from './auth-form.module.css';
import { RegisterFieldInput } from './register-field-input';

/**
 * Which fields take a whole row in the two-column grid: the SMS code (it carries a button),
 * and a field that would otherwise sit alone next to a hole.
 */
function wideFlags(fields: readonly { field: RegisterField }[]): boolean[] {
  const wide = fields.map((f) => f.field === 'verificationCode');
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

/** Register modal (spec §2 "Registration modal", §5 "Registration"). */
export default function RegisterModal({
  close,
  tab: initialTab,
  referralCode,
}: ModalComponentProps<'register'>) {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const { registerRules, brand } = usePermissionData();
  const byUsername = useSwitch('USERNAMEREG3');
  const byMobile = useSwitch('MOBILENUMREG3');
  const mobilePassword = useSwitch('MOBILENUMPASSREG3');
  const smsVerification = useSwitch('REGMOBVERF3');
  const tabs: RegisterTab[] = [
    ...(byMobile ? ['mobile' as const] : []),
    ...(byUsername ? ['username' as const] : []),
  ];
  const [tab, setTab] = useState<RegisterTab>(
    initialTab && tabs.includes(initialTab) ? initialTab : byMobile ? 'mobile' : 'username',
  );
  const [values, setValues] = useState<Partial<Record<RegisterField, string>>>(
    referralCode ? { affiliateCode: referralCode } : {},
  );
  const [issues, setIssues] = useState<Partial<Record<RegisterField, RegisterIssue>>>({});
  const [terms, setTerms] = useState(false);
  const [adult, setAdult] = useState(false);
  const [checks, setChecks] = useState<{ terms?: string; adult?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const register = useRegister();

  const fields = useMemo(
    () => registerFields(registerRules, tab, { mobilePassword, smsVerification }),
    [registerRules, tab, mobilePassword, smsVerification],
  );

  const wide = wideFlags(fields);

  function issueText(field: RegisterField): string | null {
    const issue = issues[field];
    if (!issue) return null;
    const rule = fields.find((f) => f.field === field);
    const label = t(`fields.${field}`);
    if (issue === 'length') {
      return rule?.maxLength
        ? t('issues.lengthRange', { field: label, min: rule.minLength, max: rule.maxLength })
        : t('issues.lengthMin', { field: label, min: rule?.minLength ?? 1 });
    }
    if (issue === 'pattern' && rule && FIELD_PATTERNS[rule.patternId]) {
      return t(`patterns.${rule.patternId}`, { field: label });
    }
    return t(`issues.${issue}`, { field: label });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = validateRegister(fields, values);
    const boxes = {
      terms: terms ? undefined : t('register.termsRequired'),
      adult: adult ? undefined : t('register.ageRequired', { age: brand.minAge }),
    };
    setIssues(found);
    setChecks(boxes);
    if (Object.keys(found).length > 0 || boxes.terms || boxes.adult) return;
    const body: Record<string, string | boolean> = { registerMethod: 'WEB', ageConfirmed: true };
    for (const rule of fields) {
      const value = values[rule.field];
      if (value)
        body[rule.field] = rule.field.toLowerCase().includes('password') ? value : value.trim();
    }
    if (tab === 'mobile' && values.mobileNum) body.username = values.mobileNum.trim();
    try {
      await register.mutateAsync({ tab, body });
      close();
      await navigate('/');
    } catch (error) {
      setFormError(errorMessage(t, error));
    }
  }

  return (
    <Modal
      name="register"
      title={t('register.title')}
      onClose={close}
      size="md"
      aside={<AuthAside variant="register" />}
    >
      {tabs.length === 0 ? (
        <EmptyState
          icon="lock"
          title={t('register.closedTitle')}
          description={t('register.closed')}
        />
      ) : (
        <>
          {tabs.length > 1 && (
            <div className={styles.tabs} role="tablist" aria-label={t('register.modes')}>
              {tabs.map((key) => (
                <button
                  key={key}
                  type="button"
                  role="tab"
                  aria-selected={tab === key}
                  className={styles.tab}
                  onClick={() => {
                    setTab(key);
                    setIssues({});
                    setFormError(null);
                  }}
                  data-testid={`register-tab-${key}`}
                >
                  <Icon name={key === 'mobile' ? 'phone' : 'user'} size={16} />
                  {t(`register.tabs.${key}`)}
                </button>
              ))}
            </div>
          )}
          <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="register-form">
            <div className={styles.grid}>
              {fields.map((rule, index) => (
                <RegisterFieldInput
                  key={rule.field}
                  rule={rule}
                  value={values[rule.field] ?? ''}
                  onChange={(value) =>
                    setValues((current) => ({ ...current, [rule.field]: value }))
                  }
                  error={issueText(rule.field)}
                  autoFocus={index === 0}
                  wide={wide[index]}
                />
              ))}
            </div>
            <Checkbox
              name="adult"
              label={t('register.ageConfirm', { age: brand.minAge })}
              checked={adult}
              onChange={(e) => setAdult(e.target.checked)}
              error={checks.adult}
              data-testid="register-age"
            />
            <Checkbox
              name="terms"
              label={
                <>
                  {t('register.termsPrefix')}{' '}
                  <button type="button" onClick={() => openModal('help', { section: 'term' })}>
                    {t('register.termsLink')}
                  </button>
                </>
              }
              checked={terms}
              onChange={(e) => setTerms(e.target.checked)}
              error={checks.terms}
              data-testid="register-terms"
            />
            {formError && (
              <p className={styles.alert} role="alert" data-testid="register-error">
                <Icon name="alert" size={16} />
                {formError}
              </p>
            )}
            <Button
              type="submit"
              size="lg"
              block
              loading={register.isPending}
              data-testid="register-submit"
            >
              {t('register.submit')}
            </Button>
            <p className={styles.switchLine}>
              {t('register.haveAccount')}{' '}
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => {
                  closeModal('register');
                  openModal('login', {});
                }}
                data-testid="register-to-login"
              >
                {t('register.toLogin')}
              </button>
            </p>
          </form>
        </>
      )}
    </Modal>
  );
}
