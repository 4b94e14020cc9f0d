import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/modal/modal';
import type { ModalComponentProps } from '../../modals/use-modals';
import { internalLinkPath } from '../lib/internal-link';
import { HelpCenter } from './help-center';
import styles from './help-center.module.css';

/** The help modal (spec §2 "/help (optional #term)"): `section` selects a page by key. */
export default function HelpModal({ close, section }: ModalComponentProps<'help'>) {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  return (
    <Modal
      name="help"
      title={t('title')}
      onClose={close}
      size="xl"
      bodyClassName={styles.modalBody}
    >
      {/* Same-site links in a help page route inside the app and close the dialog. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegates link clicks; links keep their own keyboard activation */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      <div
        className={styles.linkScope}
        onClick={(event) => {
          const path = internalLinkPath(event);
          if (!path) return;
          event.preventDefault();
          close();
          navigate(path);
        }}
      >
        <HelpCenter section={section} />
      </div>
    </Modal>
  );
}
