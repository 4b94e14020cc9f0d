import { useTranslation } from 'react-i18next';
import { ComingSoonModal } from '../../modals/components/coming-soon-modal';
import type { ModalComponentProps } from '../../modals/use-modals';

/** Change password (spec §2): the form arrives with the Accounts issue. */
export default function ChangePasswordModal({ close }: ModalComponentProps<'changePassword'>) {
  const { t } = useTranslation('session');
  return (
    <ComingSoonModal
      name="changePassword"
      title={t('changePassword.title')}
      description={t('changePassword.coming')}
      icon="lock"
      close={close}
    />
  );
}
