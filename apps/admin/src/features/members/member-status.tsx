import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui';

export function MemberStatus({
  member,
}: {
  member: { status: 'ACTIVE' | 'DISABLED'; mustChangePassword: boolean };
}) {
  const { t } = useTranslation();
  return (
    <span className="badges">
      <Badge tone={member.status === 'ACTIVE' ? 'good' : 'bad'}>
        {t(`members.statuses.${member.status}`)}
      </Badge>
      {member.mustChangePassword ? <Badge tone="warn">{t('members.mustChange')}</Badge> : null}
    </span>
  );
}
