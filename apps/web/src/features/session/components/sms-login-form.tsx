import { SmsLoginSchema } from '@nova/contracts/api/login';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRegisterSettings } from '../api/use-register-settings';
import {
  type LoginArea,
  type LoginChallenge,
  type LoginSuccess,
  useLoginFlow,
} from '../hooks/use-login-flow';
import styles from './auth-form.module.css';
import { FormAlert } from './form-alert';
import { PhoneCodeFields } from './phone-code-fields';

/** The fields of the SMS login request; the type and the area are the form's own. */
const SmsLoginFields = z.pick(SmsLoginSchema, {
  countryDialingCode: true,
  mobileNum: true,
  verificationCode: true,
});

export interface SmsLoginFormProps {
  area: LoginArea;
  onSuccess: (success: LoginSuccess) => void;
  onVerificationRequired: (challenge: LoginChallenge) => void;
  footer?: ReactNode;
}

/**
 * Mobile number + SMS code login (MOBILEVERCODELOGIN3; spec §2 "Login modal", §5 "SMS mode:
 * valid mobileNum and code required").
 */
export function SmsLoginForm({
  area,
  onSuccess,
  onVerificationRequired,
  footer,
}: SmsLoginFormProps) {
  const { t } = useTranslation(['session', 'errors']);
  const settings = useRegisterSettings();
  const codes = settings.data?.countryDialingCodes ?? null;
  const form = useZodForm(SmsLoginFields, {
    ns: 'session',
    defaultValues: { countryDialingCode: '', mobileNum: '', verificationCode: '' },
    invalid: { mobileNum: 'sms.invalidMobile' },
  });
  const { getValues, setValue } = form;
  const login = useLoginFlow(area, onSuccess, onVerificationRequired);

  // The brand's first code until the visitor picks another.
  useEffect(() => {
    if (!getValues('countryDialingCode') && codes?.[0]) setValue('countryDialingCode', codes[0]);
  }, [codes, getValues, setValue]);

  const submit = form.submit((fields) => login.submit({ type: 'sms', ...fields }));

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        login.reset();
        submit(event);
      }}
      noValidate
      data-testid="sms-login-form"
    >
      <PhoneCodeFields
        form={form}
        dialingCodes={codes}
        purpose="LOGIN"
        testIdPrefix="sms-login"
        autoFocus
      />
      {login.error && (
        <FormAlert testId="sms-login-error">{errorMessage(t, login.error)}</FormAlert>
      )}
      <Button
        type="submit"
        size="lg"
        block
        loading={login.isPending}
        data-testid="sms-login-submit"
      >
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
      {footer}
    </form>
  );
}
