import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card, PageHeader, Tabs } from '../../components/ui';
import { useCan } from '../../lib/session';
import { IpAllowListTab } from './ip-allow-list-tab';
import { MANAGE } from './operators-shared';
import { OperatorsTab } from './operators-tab';
import { ServiceAccountsTab } from './service-accounts-tab';

type Tab = 'operators' | 'accounts' | 'ip';

/**
 * Operators (issue 13, decision 039): the people who run the brand, the service accounts that
 * scripts use, and the addresses operators may work from. Reading needs operators.read; the
 * service accounts and the IP allow-list, like every change, need operators.manage, so a
 * read-only role sees the operators tab alone. The tab lives in the URL (`?tab=ip`).
 */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const manage = can(MANAGE);
  const [params, setParams] = useSearchParams();
  const tabs: Tab[] = manage ? ['operators', 'accounts', 'ip'] : ['operators'];
  const raw = params.get('tab') as Tab | null;
  const tab: Tab = raw && tabs.includes(raw) ? raw : 'operators';
  return (
    <>
      <PageHeader title={t('operators.title')} subtitle={t('operators.subtitle')} />
      <Card className="ops-card">
        {tabs.length > 1 ? (
          <Tabs
            label={t('operators.title')}
            tabs={tabs.map((key) => ({ key, label: t(`operators.tabs.${key}`) }))}
            active={tab}
            onChange={(key) => setParams(key === 'operators' ? {} : { tab: key })}
          />
        ) : null}
        {tab === 'operators' ? <OperatorsTab /> : null}
        {tab === 'accounts' ? <ServiceAccountsTab /> : null}
        {tab === 'ip' ? <IpAllowListTab /> : null}
      </Card>
    </>
  );
}
