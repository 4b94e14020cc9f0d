import type { RegisterTab } from '@nova/contracts/register-form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon-full';
import { Modal } from '../../../components/modal/modal';
import { closeModal, type ModalComponentProps, openModal } from '../../modals/use-modals';
import { useSwitch } from '../../system/hooks/use-switch';
import { AuthAside } from './auth-aside';
import styles from './auth-form.module.css';
import { RegisterPanel } from './register-panel';
import { RegisterSettingsGate } from './register-settings-gate';

/**
 * Register modal (spec §2 "Registration modal": a tab per USERNAMEREG3 / MOBILENUMREG3, mobile
 * first when on; §4 "Register": on success member info reloads, the modal closes, go home).
 */
export default function RegisterModal({
  close,
  tab: initialTab,
  referralCode,
}: ModalComponentProps<'register'>) {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const byUsername = useSwitch('USERNAMEREG3');
  const byMobile = useSwitch('MOBILENUMREG3');
  const mobilePassword = useSwitch('MOBILENUMPASSREG3');
  const smsVerification = useSwitch('REGMOBVERF3');
  const switches = useMemo(
    () => ({ mobilePassword, smsVerification }),
    [mobilePassword, smsVerification],
  );
  const tabs: RegisterTab[] = [
    ...(byMobile ? ['mobile' as const] : []),
    ...(byUsername ? ['username' as const] : []),
  ];
  const [tab, setTab] = useState<RegisterTab>(
    initialTab && tabs.includes(initialTab) ? initialTab : byMobile ? 'mobile' : 'username',
  );

  async function onRegistered() {
    close();
    await navigate('/');
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
                  onClick={() => setTab(key)}
                  data-testid={`register-tab-${key}`}
                >
                  <Icon name={key === 'mobile' ? 'phone' : 'user'} size={16} />
                  {t(`register.tabs.${key}`)}
                </button>
              ))}
            </div>
          )}
          <RegisterSettingsGate>
            {(settings) => (
              <RegisterPanel
                key={tab}
                tab={tab}
                settings={settings}
                switches={switches}
                referralCode={referralCode}
                onRegistered={onRegistered}
              />
            )}
          </RegisterSettingsGate>
          <p className={`${styles.switchLine} ${styles.footLine}`}>
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
        </>
      )}
    </Modal>
  );
}
