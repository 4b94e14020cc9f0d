import { bindMobile } from '@nova/contracts/api/security';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { digitsOnly, trimmed } from '../../../lib/use-zod-form';
import { useBindMobile, useSendBindSms } from '../api/security-queries';
import { useDialingCodes } from '../api/use-dialing-codes';
import { useCodeSender } from '../hooks/use-code-sender';
import { useSecurityForm } from '../hooks/use-security-form';
import { useSecurityToast } from '../hooks/use-security-toast';
import styles from './security-dialog.module.css';
import { SendCodeButton } from './send-code-button';

/**
 * Bind or replace the mobile number: dialing code from the register settings, the number, its
 * SMS code and the current password (SECURITY.md 6, 14).
 */
export function MobileDialog({
  current,
  onClose,
}: {
  current: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('security');
  const { codes } = useDialingCodes();
  const sendSms = useSendBindSms();
  const mutation = useBindMobile();
  const sender = useCodeSender();
  const toast = useSecurityToast((state) => state.show);
  const selectId = useId();
  const form = useSecurityForm(bindMobile.body, {
    countryDialingCode: '',
    mobileNum: '',
    verificationCode: '',
    password: '',
  });
  const { getValues, setValue } = form;

  // The brand's first code until the visitor picks another.
  useEffect(() => {
    if (!getValues('countryDialingCode') && codes[0]) setValue('countryDialingCode', codes[0]);
  }, [codes, getValues, setValue]);

  /** The number is checked (its two fields only) before an SMS is asked for. */
  async function sendCode() {
    form.clear();
    if (!(await form.trigger(['countryDialingCode', 'mobileNum']))) return;
    const { countryDialingCode, mobileNum } = getValues();
    const ok = await sender.send(
      () => sendSms.mutateAsync({ countryDialingCode, mobileNum }),
      form.fail,
    );
    if (ok) form.setAlert(null);
  }

  const submit = form.submit(async (body) => {
    try {
      await mutation.mutateAsync(body);
      toast(t(current ? 'mobile.replaced' : 'mobile.bound'));
      onClose();
    } catch (error) {
      form.fail(error);
    }
  });

  return (
    <FormDialog
      id="security-mobile"
      title={t(current ? 'mobile.replaceTitle' : 'mobile.bindTitle')}
      icon="phone"
      intro={current ? t('mobile.replaceIntro', { current }) : t('mobile.intro')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t(current ? 'actions.replace' : 'actions.bind')}
      submitting={mutation.isPending}
      alert={form.alert}
    >
      <div className={styles.phoneRow}>
        {codes.length > 0 ? (
          <div className={styles.selectField}>
            <label htmlFor={selectId} className={styles.selectLabel}>
              {t('fields.countryDialingCode')}
            </label>
            <select
              id={selectId}
              className={styles.select}
              {...form.register('countryDialingCode')}
              data-testid="security-mobile-dialing-code"
            >
              {codes.map((dialing) => (
                <option key={dialing} value={dialing}>
                  {dialing}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <TextField
            label={t('fields.countryDialingCode')}
            placeholder="+60"
            inputMode="tel"
            maxLength={5}
            {...form.field('countryDialingCode', trimmed)}
            data-testid="security-mobile-dialing-code"
          />
        )}
        <TextField
          type="tel"
          label={t('fields.mobileNum')}
          placeholder={t('placeholders.mobileNum')}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={15}
          required
          {...form.field('mobileNum', digitsOnly)}
          data-testid="security-mobile-number"
        />
      </div>
      <TextField
        label={t('fields.verificationCode')}
        placeholder={t('placeholders.smsCode')}
        icon="mail"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        required
        {...form.field('verificationCode', trimmed)}
        hint={sender.sent ? t('mobile.codeSent') : undefined}
        trailing={
          <SendCodeButton
            onClick={sendCode}
            sent={sender.sent}
            pending={sender.pending}
            remaining={sender.remaining}
            testId="security-mobile-send-code"
          />
        }
        data-testid="security-mobile-code"
      />
      <TextField
        type="password"
        label={t('fields.password')}
        placeholder={t('placeholders.password')}
        icon="lock"
        autoComplete="current-password"
        required
        {...form.field('password')}
        data-testid="security-mobile-password"
      />
    </FormDialog>
  );
}
