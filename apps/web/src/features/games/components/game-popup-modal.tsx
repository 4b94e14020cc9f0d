import { useTranslation } from 'react-i18next';
import { ComingSoonModal } from '../../modals/components/coming-soon-modal';
import type { ModalComponentProps } from '../../modals/use-modals';

/** Game popup: launching a vendor's game arrives with the game launch issue. */
export default function GamePopupModal({
  close,
  vendor,
  gameName,
}: ModalComponentProps<'gamePopup'>) {
  const { t } = useTranslation('layout');
  return (
    <ComingSoonModal
      name="gamePopup"
      title={gameName ?? vendor ?? t('game.title')}
      description={t('game.launchComing')}
      icon="rocket"
      close={close}
    />
  );
}
