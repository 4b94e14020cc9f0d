import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Downloads the list as CSV with the filters on screen: the server streams every matching row
 * (`<list path>/export.csv`), page by page, however many there are.
 */
export function ExportButton({
  path,
  query,
  size = 'md',
}: {
  path: string;
  query: Record<string, string | number | undefined>;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return (
    <a
      className={`btn btn-secondary btn-${size}`}
      href={`${path}/export.csv${search ? `?${search}` : ''}`}
      download
    >
      <Download size={size === 'sm' ? 14 : 16} aria-hidden="true" />
      {t('common.exportCsv')}
    </a>
  );
}
