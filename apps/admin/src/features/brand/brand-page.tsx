import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice, PageHeader, Spinner } from '../../components/ui';
import { errorText } from '../../lib/api';
import { dateTime } from '../../lib/format';
import { useOperator } from '../../lib/session';
import { useBrandSettings } from './brand-form';
import { useCanEdit } from './brand-section';
import { LanguagesCard } from './languages-card';
import { AppDownloadsCard, CustomerServiceCard } from './links-cards';
import { MoneyCard } from './money-card';
import { RegisterCard } from './register-card';
import { WhitelabelCard } from './whitelabel-card';

/**
 * Brand settings (issue 13): the whitelabel switches and feature options, the register form's
 * rules, languages, customer service and app download links, the withdrawal limits and the
 * currency (read-only). Each card saves its own section; every save is audited and reaches the
 * player site at once. Roles with brand.read see the values; brand.settings changes them.
 */
/** `extraCards`: other screens' brand settings (protection), composed in app/ (decision 040). */
export default function BrandPage({ extraCards }: { extraCards?: ReactNode }) {
  const { t } = useTranslation();
  const operator = useOperator();
  const editable = useCanEdit();
  const query = useBrandSettings();
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <Notice tone="bad">{errorText(t, query.error)}</Notice>;
  const settings = query.data;
  return (
    <>
      <PageHeader
        title={t('brand.title')}
        subtitle={t('brand.subtitle', {
          name: settings.brand.name,
          time: dateTime(settings.brand.updatedAt, operator.brand.timezone),
        })}
      />
      {editable ? null : <Notice tone="info">{t('brand.readOnly')}</Notice>}
      <div className="brand-grid">
        <MoneyCard settings={settings} editable={editable} />
        <LanguagesCard settings={settings} editable={editable} />
        <WhitelabelCard settings={settings} editable={editable} />
        <CustomerServiceCard settings={settings} editable={editable} />
        <AppDownloadsCard settings={settings} editable={editable} />
        <RegisterCard settings={settings} editable={editable} />
        {extraCards}
      </div>
    </>
  );
}
