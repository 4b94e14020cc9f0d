import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon-full';
import { openModal } from '../../features/modals/use-modals';
import { useCustomerService } from '../../features/system/hooks/use-customer-service';
import { useUiStore } from '../../lib/ui-store';
import { CS_ICONS } from './customer-service-icons';
import styles from './service-panel.module.css';

/** Expandable service panel on game screens (spec §2): a tab on the right edge. */
export function ServicePanel() {
  const { t } = useTranslation('layout');
  const services = useCustomerService();
  const open = useUiStore((state) => state.servicePanelOpen);
  const setOpen = useUiStore((state) => state.setServicePanelOpen);
  return (
    <aside className={styles.panel} data-open={open} data-testid="service-panel">
      <button
        type="button"
        className={styles.tab}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="service-panel-toggle"
      >
        <Icon name="headset" size={18} />
        <span>{t('service.tab')}</span>
      </button>
      <div className={styles.body} inert={!open}>
        <p className={styles.title}>{t('service.title')}</p>
        <ul className={styles.list}>
          {services.map((cs) => (
            <li key={cs.csType}>
              <a href={cs.url} target="_blank" rel="noopener noreferrer" className={styles.entry}>
                <Icon name={CS_ICONS[cs.csType]} size={18} />
                <span>{cs.title}</span>
                <Icon name="chevron-right" size={14} className={styles.go} />
              </a>
            </li>
          ))}
          <li>
            <button type="button" className={styles.entry} onClick={() => openModal('help', {})}>
              <Icon name="help" size={18} />
              <span>{t('service.help')}</span>
              <Icon name="chevron-right" size={14} className={styles.go} />
            </button>
          </li>
          <li>
            <button
              type="button"
              className={styles.entry}
              onClick={() => openModal('feedback', {})}
            >
              <Icon name="feedback" size={18} />
              <span>{t('service.feedback')}</span>
              <Icon name="chevron-right" size={14} className={styles.go} />
            </button>
          </li>
        </ul>
      </div>
    </aside>
  );
}
