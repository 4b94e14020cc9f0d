import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal/modal';
import type { ModalComponentProps } from '../../modals/use-modals';
import { HelpCenter } from './help-center';
import styles from './help-center.module.css';

/** The help modal (spec §2 "/help (optional #term)"): `section` selects a page by key. */
export default function HelpModal({ close, section }: ModalComponentProps<'help'>) {
  const { t } = useTranslation('help');
  return (
    <Modal
      name="help"
      title={t('title')}
      onClose={close}
      size="xl"
      bodyClassName={styles.modalBody}
    >
      {/* Same-site links in a help page route inside the app and close the dialog. */}
      <HelpCenter section={section} onNavigate={close} />
    </Modal>
  );
}
