import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sendNoLoginCode } from '../api/use-password';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

/** The fields a "mobile number, then the code sent to it" form has in common. */
export interface PhoneCodeValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

/** What the fields need of the form (a `useZodForm` or `useAccountForm`). */
type PhoneCodeForm<V extends PhoneCodeValues> = Pick<
  UseFormReturn<V>,
  'control' | 'formState' | 'getValues' | 'trigger'
> & { message(name: Path<V>): string | undefined };

export interface PhoneCodeFieldsProps<V extends PhoneCodeValues> {
  form: PhoneCodeForm<V>;
  /** Dialing codes offered by the brand; null while they load. */
  dialingCodes: readonly string[] | null;
  /** What the code is for: an SMS login or a password reset (no session either way). */
  purpose: 'LOGIN' | 'RESET';
  /** Test ids: `<prefix>-dialing-code`, `<prefix>-mobile`, `<prefix>-code`, `<prefix>-send`. */
  testIdPrefix: string;
  autoFocus?: boolean;
}

/**
 * Dialing code, mobile number and the SMS code with its send button, bound to a form: the send
 * checks the number first (spec §5 "SMS send requires a valid mobile number first"), and a
 * missing dialing code is said at the number, which is where the person looks.
 */
export function PhoneCodeFields<V extends PhoneCodeValues>({
  form,
  dialingCodes,
  purpose,
  testIdPrefix,
  autoFocus,
}: PhoneCodeFieldsProps<V>) {
  const { t } = useTranslation('session');
  const name = (key: keyof PhoneCodeValues) => key as Path<V>;
  const dialingCode = useController({ control: form.control, name: name('countryDialingCode') });
  const mobile = useController({ control: form.control, name: name('mobileNum') });
  const code = useController({ control: form.control, name: name('verificationCode') });
  // V extends PhoneCodeValues: its errors at these three fields have PhoneCodeValues' shape.
  const errors = form.formState.errors as FieldErrors<PhoneCodeValues>;
  const mobileError =
    form.message(name('mobileNum')) ??
    (errors.countryDialingCode ? t('sms.invalidMobile') : undefined);

  return (
    <>
      <PhoneField
        dialingCodes={dialingCodes}
        dialingCode={dialingCode.field.value}
        onDialingCode={dialingCode.field.onChange}
        mobile={mobile.field.value}
        onMobile={mobile.field.onChange}
        error={mobileError}
        testIdPrefix={testIdPrefix}
        autoFocus={autoFocus}
      />
      <SmsCodeField
        value={code.field.value}
        onChange={code.field.onChange}
        error={form.message(name('verificationCode'))}
        beforeSend={() => form.trigger([name('countryDialingCode'), name('mobileNum')])}
        request={() => {
          const { mobileNum, countryDialingCode } = form.getValues();
          return sendNoLoginCode(mobileNum.trim(), countryDialingCode, purpose);
        }}
        testIdPrefix={testIdPrefix}
      />
    </>
  );
}
