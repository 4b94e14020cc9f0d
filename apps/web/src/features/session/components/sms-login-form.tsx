import { SmsLoginSchema } from '@nova/contracts/api/session';
import { type ReactNode, useEffect } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { sendNoLoginCode } from '../api/use-password';
import { useRegisterSettings } from '../api/use-register-settings';
import {
  type LoginArea,
  type LoginChallenge,
  type LoginSuccess,
  useLoginFlow,
} from '../hooks/use-login-flow';
import styles from './auth-form.module.css';
import { FormAlert } from './form-alert';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

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
  const { control, formState, getValues, setValue } = form;
  const dialingCode = useController({ control, name: 'countryDialingCode' }).field;
  const mobile = useController({ control, name: 'mobileNum' }).field;
  const code = useController({ control, name: 'verificationCode' }).field;
  const login = useLoginFlow(area, onSuccess, onVerificationRequired);
  // The dialing code has no message of its own: a missing one is said at the number.
  const mobileError =
    form.message('mobileNum') ??
    (formState.errors.countryDialingCode ? t('sms.invalidMobile') : undefined);

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
      <PhoneField
        dialingCodes={codes}
        dialingCode={dialingCode.value}
        onDialingCode={dialingCode.onChange}
        mobile={mobile.value}
        onMobile={mobile.onChange}
        error={mobileError}
        testIdPrefix="sms-login"
        autoFocus
      />
      <SmsCodeField
        value={code.value}
        onChange={code.onChange}
        error={form.message('verificationCode')}
        beforeSend={() => form.trigger(['countryDialingCode', 'mobileNum'])}
        request={() => {
          const { mobileNum, countryDialingCode } = getValues();
          return sendNoLoginCode(mobileNum.trim(), countryDialingCode, 'LOGIN');
        }}
        testIdPrefix="sms-login"
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
