import type { SecurityOverview } from '@nova/contracts/api/security';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import type { IconName } from '../../../components/icon-full';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import { KycCard } from '../../kyc/components/kyc-card';
import { openModal } from '../../modals/use-modals';
import { ProtectionSection } from '../../protection/components/protection-section';
import { useSecurityOverview } from '../api/security-queries';
import { isItemSet, SECURITY_ITEMS, type SecurityItem, securityScore } from '../lib/security-level';
import { EmailDialog } from './email-dialog';
import { LoginHistory } from './login-history';
import { MobileDialog } from './mobile-dialog';
import { OtherDevices } from './other-devices';
import { PaymentPasswordDialog } from './payment-password-dialog';
import { RealNameDialog } from './real-name-dialog';
import { SecurityCard } from './security-card';
import styles from './security-center.module.css';
import { SecurityLevelMeter } from './security-level-meter';
import { SecurityToast } from './security-toast';
import { TotpDisableDialog } from './totp-disable-dialog';
import { TotpEnrolDialog } from './totp-enrol-dialog';

type Dialog = Exclude<SecurityItem, 'password'> | 'authenticatorOff';

const ICONS: Record<SecurityItem, IconName> = {
  password: 'lock',
  mobile: 'phone',
  email: 'mail',
  realName: 'user',
  paymentPassword: 'wallet',
  authenticator: 'shield',
};

/**
 * The security center (spec §2 "Player center pages: securityCenter", the member center's
 * default page): the level meter, one card per protection, the login history and the other
 * devices. Every change asks for the current password (SECURITY.md 14).
 */
export function SecurityCenter() {
  const { t } = useTranslation(['security', 'errors']);
  const overview = useSecurityOverview();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  if (overview.isPending) {
    return (
      <div className={styles.loading} data-testid="security-loading">
        <Spinner size="lg" label={t('common:loading')} />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <div className={styles.pageError} role="alert" data-testid="security-error">
        <p>{errorMessage(t, overview.error)}</p>
        <Button variant="outline" onClick={() => overview.refetch()} data-testid="security-retry">
          {t('common:retry')}
        </Button>
      </div>
    );
  }

  const data = overview.data;
  return (
    <div className={styles.center} data-testid="security-center">
      <SecurityLevelMeter account={data.account} score={securityScore(data)} />
      <div className={styles.cards}>
        {SECURITY_ITEMS.map((item) => (
          <SecurityCard
            key={item}
            item={item}
            icon={ICONS[item]}
            set={isItemSet(data, item)}
            {...cardContent(item, data)}
          />
        ))}
      </div>
      <LoginHistory previous={data.previousLogin} />
      <OtherDevices count={data.otherSessions} />
      <ProtectionSection />
      <KycCard />

      {dialog === 'mobile' && <MobileDialog current={data.mobile} onClose={close} />}
      {dialog === 'email' && <EmailDialog current={data.email} onClose={close} />}
      {dialog === 'realName' && <RealNameDialog onClose={close} />}
      {dialog === 'paymentPassword' && (
        <PaymentPasswordDialog replace={data.paymentPasswordSet} onClose={close} />
      )}
      {dialog === 'authenticator' && <TotpEnrolDialog onClose={close} />}
      {dialog === 'authenticatorOff' && <TotpDisableDialog onClose={close} />}
      <SecurityToast />
    </div>
  );

  function cardContent(item: SecurityItem, data: SecurityOverview) {
    switch (item) {
      case 'password':
        return {
          detail: t('items.password.detail'),
          actionLabel: t('actions.change'),
          onAction: () => openModal('changePassword', {}),
        };
      case 'mobile':
        return {
          detail: data.mobile ?? t('items.mobile.detail'),
          actionLabel: t(data.mobile ? 'actions.replace' : 'actions.bind'),
          onAction: () => setDialog('mobile'),
        };
      case 'email':
        return {
          detail: data.email ?? t('items.email.detail'),
          actionLabel: t(data.email ? 'actions.replace' : 'actions.bind'),
          onAction: () => setDialog('email'),
        };
      case 'realName':
        return data.realNameSet
          ? { detail: t('items.realName.bound') }
          : {
              detail: t('items.realName.detail'),
              actionLabel: t('actions.bind'),
              onAction: () => setDialog('realName'),
            };
      case 'paymentPassword':
        return {
          detail: t(
            data.paymentPasswordSet ? 'items.paymentPassword.set' : 'items.paymentPassword.detail',
          ),
          actionLabel: t(data.paymentPasswordSet ? 'actions.replace' : 'actions.set'),
          onAction: () => setDialog('paymentPassword'),
        };
      case 'authenticator':
        return data.totpEnabled
          ? {
              detail: t('items.authenticator.on'),
              actionLabel: t('totp.disable'),
              actionTone: 'outline' as const,
              onAction: () => setDialog('authenticatorOff'),
            }
          : {
              detail: t('items.authenticator.detail'),
              actionLabel: t('totp.enable'),
              onAction: () => setDialog('authenticator'),
            };
    }
  }
}
