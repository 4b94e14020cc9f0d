import { MobileSchema } from '@nova/contracts/api/fields';
import { bindMobile } from '@nova/contracts/api/security';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { useBindMobile, useSendBindSms } from '../api/security-queries';
import { useDialingCodes } from '../api/use-dialing-codes';
import { useCodeSender } from '../hooks/use-code-sender';
import { useFormErrors } from '../hooks/use-form-errors';
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
  const form = useFormErrors({
    countryDialingCode: t('fields.countryDialingCode'),
    mobileNum: t('fields.mobileNum'),
    verificationCode: t('fields.verificationCode'),
    password: t('fields.password'),
  });
  const [dialingCode, setDialingCode] = useState('');
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');

  // The brand's first code until the visitor picks another.
  useEffect(() => {
    if (!dialingCode && codes[0]) setDialingCode(codes[0]);
  }, [codes, dialingCode]);

  async function sendCode() {
    const mobile = form.validate(MobileSchema, { countryDialingCode: dialingCode, mobileNum });
    if (!mobile) return;
    const ok = await sender.send(() => sendSms.mutateAsync(mobile), form.fail);
    if (ok) form.setAlert(null);
  }

  async function submit() {
    const body = form.validate(bindMobile.body, {
      countryDialingCode: dialingCode,
      mobileNum,
      verificationCode: code,
      password,
    });
    if (!body) return;
    try {
      await mutation.mutateAsync(body);
      toast(t(current ? 'mobile.replaced' : 'mobile.bound'));
      onClose();
    } catch (error) {
      form.fail(error);
    }
  }

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
              value={dialingCode}
              onChange={(e) => setDialingCode(e.target.value)}
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
            name="countryDialingCode"
            label={t('fields.countryDialingCode')}
            placeholder="+60"
            inputMode="tel"
            maxLength={5}
            value={dialingCode}
            onChange={(e) => setDialingCode(e.target.value.trim())}
            error={form.errors.countryDialingCode}
            data-testid="security-mobile-dialing-code"
          />
        )}
        <TextField
          name="mobileNum"
          type="tel"
          label={t('fields.mobileNum')}
          placeholder={t('placeholders.mobileNum')}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={15}
          required
          value={mobileNum}
          onChange={(e) => setMobileNum(e.target.value.replace(/\D/g, ''))}
          error={form.errors.mobileNum}
          data-testid="security-mobile-number"
        />
      </div>
      <TextField
        name="verificationCode"
        label={t('fields.verificationCode')}
        placeholder={t('placeholders.smsCode')}
        icon="mail"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        required
        value={code}
        onChange={(e) => setCode(e.target.value.trim())}
        error={form.errors.verificationCode}
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
        name="password"
        type="password"
        label={t('fields.password')}
        placeholder={t('placeholders.password')}
        icon="lock"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={form.errors.password}
        data-testid="security-mobile-password"
      />
    </FormDialog>
  );
}
