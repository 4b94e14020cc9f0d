import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/icon';
import { openModal } from '../../features/modals/use-modals';
import { useSession } from '../../features/session/hooks/use-session';
import { useCustomerService } from '../../features/system/hooks/use-customer-service';
import { useResources } from '../../features/system/hooks/use-resources';
import { useSwitch } from '../../features/system/hooks/use-switch';
import { useUiStore } from '../../lib/ui-store';
import { AppDownloadPopover } from './app-download-popover';
import styles from './right-bar.module.css';

const SOCIAL = ['TELEGRAM', 'TELEGRAM1', 'WHATSAPP'] as const;
const SOCIAL_ICONS: Record<(typeof SOCIAL)[number], IconName> = {
  TELEGRAM: 'telegram',
  TELEGRAM1: 'telegram',
  WHATSAPP: 'whatsapp',
};

/**
 * Floating right bar (spec §2): invite, live chat (login required), app download QR,
 * Telegram, Telegram1, WhatsApp and a toggle that tucks it away. Each link shows only when the
 * brand has configured it (decision 029): no dead chat button, no empty QR trigger.
 */
export function RightBar() {
  const { t } = useTranslation('layout');
  const { isLogin } = useSession();
  const referral = useSwitch('REFERRAL.enabled');
  const liveChat = useCustomerService(['LIVECHAT'])[0];
  const social = useCustomerService(SOCIAL);
  const hasApp = useResources('APP_DOWNLOAD').length > 0;
  const open = useUiStore((state) => state.rightBarOpen);
  const toggle = useUiStore((state) => state.toggleRightBar);

  function openChat() {
    if (!isLogin) {
      openModal('login');
      return;
    }
    if (liveChat) window.open(liveChat.url, '_blank', 'noopener,noreferrer');
  }

  return (
    <aside
      className={styles.bar}
      data-open={open}
      data-testid="right-bar"
      aria-label={t('rightBar.label')}
    >
      <ul className={styles.items} aria-hidden={!open} inert={!open}>
        {referral && (
          <li>
            <Link to="/member?page=referral" className={styles.item} data-testid="right-bar-invite">
              <Icon name="invite" size={20} />
              <span className={styles.tip}>{t('menu.invite')}</span>
            </Link>
          </li>
        )}
        {liveChat && (
          <li>
            <button
              type="button"
              className={`${styles.item} ${styles.chat}`}
              onClick={openChat}
              data-testid="right-bar-chat"
            >
              <Icon name="chat" size={20} />
              <span className={styles.tip}>{t('rightBar.liveChat')}</span>
            </button>
          </li>
        )}
        {hasApp && (
          <li className={`${styles.qr} qr-trigger`}>
            <button type="button" className={styles.item} data-testid="right-bar-download">
              <Icon name="download" size={20} />
            </button>
            <AppDownloadPopover side="left" />
          </li>
        )}
        {social.map((cs) => (
          <li key={cs.csType}>
            <a
              href={cs.url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.item}
              data-testid={`right-bar-${cs.csType}`}
            >
              <Icon name={SOCIAL_ICONS[cs.csType as (typeof SOCIAL)[number]]} size={20} />
              <span className={styles.tip}>{cs.title}</span>
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.toggle}
        onClick={toggle}
        aria-expanded={open}
        aria-label={open ? t('rightBar.hide') : t('rightBar.show')}
        data-testid="right-bar-toggle"
      >
        <Icon name={open ? 'chevron-right' : 'chevron-left'} size={16} />
      </button>
    </aside>
  );
}
