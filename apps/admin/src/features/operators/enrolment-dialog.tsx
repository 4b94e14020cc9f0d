import type { OpsOperator } from '@nova/contracts/api/ops-operators';
import { useTranslation } from 'react-i18next';
import { grouped, OneTimeDialog, SecretValue } from './operators-shared';
import { TotpQrCode } from './totp-qr';

export interface Enrolment {
  /** created: a new operator; reset: a replaced authenticator. */
  kind: 'created' | 'reset';
  /** The caller reset its own authenticator (its sessions have ended). */
  self: boolean;
  operator: OpsOperator;
  totpSecret: string;
  otpauthUri: string;
}

/**
 * The authenticator secret of a new or re-enrolled operator, shown this once: as a QR code to
 * scan, in groups of four to type into an authenticator app, and as its otpauth:// URI to paste.
 */
export function EnrolmentDialog({
  enrolment,
  onDone,
}: {
  enrolment: Enrolment;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const name = enrolment.operator.username;
  return (
    <OneTimeDialog
      open
      title={t(
        enrolment.kind === 'created'
          ? 'operators.secret.createdTitle'
          : 'operators.secret.resetTitle',
        { name },
      )}
      intro={t('operators.secret.totpIntro', { name })}
      onDone={onDone}
    >
      <TotpQrCode uri={enrolment.otpauthUri} />
      <SecretValue
        label={t('operators.secret.totpSecret')}
        value={enrolment.totpSecret}
        display={grouped(enrolment.totpSecret)}
        copyLabel={t('operators.secret.copySecret')}
        large
      />
      <SecretValue
        label={t('operators.secret.otpauthUri')}
        value={enrolment.otpauthUri}
        copyLabel={t('operators.secret.copyUri')}
      />
      <p className="field-hint">{t('operators.secret.totpHint')}</p>
      {enrolment.self ? (
        <p className="dialog-text ops-warn-text">{t('operators.secret.selfSignedOut')}</p>
      ) : null}
    </OneTimeDialog>
  );
}
