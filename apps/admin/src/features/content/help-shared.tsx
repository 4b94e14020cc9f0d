import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui';
import { CONTENT_KEY } from './content-shared';

/** The query key of the help pages; every help page write refreshes every language's list. */
export const HELP_KEY = [...CONTENT_KEY, 'help-pages'] as const;

/** Whether the site's help center shows a page. */
export function ShownBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={published ? 'good' : 'warn'}>
      {published ? t('content.help.shown') : t('content.help.hidden')}
    </Badge>
  );
}
