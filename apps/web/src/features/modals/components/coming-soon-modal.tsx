import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import type { IconName } from '../../../components/icon-full';
import { Modal } from '../../../components/modal/modal';

export interface ComingSoonModalProps {
  name: string;
  title: string;
  description: ReactNode;
  icon: IconName;
  close: () => void;
}

/** The frame of a modal whose form arrives with a later issue: honest, translated, on brand. */
export function ComingSoonModal({ name, title, description, icon, close }: ComingSoonModalProps) {
  const { t } = useTranslation();
  return (
    <Modal name={name} title={title} onClose={close} size="md">
      <EmptyState
        tone="coming"
        icon={icon}
        badge={t('comingSoon')}
        title={t('comingSoonTitle')}
        description={description}
        action={
          <Button variant="outline" onClick={close}>
            {t('gotIt')}
          </Button>
        }
      />
    </Modal>
  );
}
