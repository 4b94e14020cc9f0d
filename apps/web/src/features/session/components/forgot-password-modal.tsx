import { useTranslation } from 'react-i18next';
import { ComingSoonModal } from '../../modals/components/coming-soon-modal';
import type { ModalComponentProps } from '../../modals/use-modals';

/** Forgot password (spec §2): email or SMS reset arrives with the Accounts issue. */
export default function ForgotPasswordModal({ close }: ModalComponentProps<'forgotPassword'>) {
  const { t } = useTranslation('session');
  return (
    <ComingSoonModal
      name="forgotPassword"
      title={t('forgotPassword.title')}
      description={t('forgotPassword.coming')}
      icon="shield"
      close={close}
    />
  );
}
