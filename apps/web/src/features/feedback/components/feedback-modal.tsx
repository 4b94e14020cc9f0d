import { useTranslation } from 'react-i18next';
import { ComingSoonModal } from '../../modals/components/coming-soon-modal';
import type { ModalComponentProps } from '../../modals/use-modals';

/** Feedback (spec §2 "Feedback form"): the form itself comes with the feedback issue. */
export default function FeedbackModal({ close }: ModalComponentProps<'feedback'>) {
  const { t } = useTranslation('layout');
  return (
    <ComingSoonModal
      name="feedback"
      title={t('feedback.title')}
      description={t('feedback.coming')}
      icon="feedback"
      close={close}
    />
  );
}
