import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';

/** Member-center page withdraw (issue 4). Not built yet. */
export function WithdrawPage() {
  const { t } = useTranslation('layout');
  return (
    <EmptyState
      tone="coming"
      icon="file"
      badge={t('common:comingSoon')}
      title={t('member.comingTitle')}
      description={t('member.coming', { page: t('member.pages.withdraw') })}
    />
  );
}
