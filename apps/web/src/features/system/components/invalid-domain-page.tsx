import { useTranslation } from 'react-i18next';
import { StatusLayout } from './status-layout';

/** Spec §8 "Invalid URL, please contact customer service" (domain check). */
export function InvalidDomainPage() {
  const { t } = useTranslation('system');
  return (
    <StatusLayout
      testId="invalid-domain-page"
      emblem="globe"
      tone="info"
      title={t('invalidDomain.title')}
      text={t('invalidDomain.text')}
    />
  );
}
