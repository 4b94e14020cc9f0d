import type { LoginRecord } from '@nova/contracts/api/security';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon-full';
import { Spinner } from '../../../components/spinner';
import { formatDateTime, formatDateTimeText } from '../../../lib/datetime';
import { errorMessage } from '../../../lib/errors';
import { intlLocale } from '../../../lib/locale';
import { useLoginHistory } from '../api/security-queries';
import styles from './security-center.module.css';

const KNOWN_METHODS = ['PASSWORD', 'SMS', 'FREEPLAY', 'REGISTER', 'RESET', 'SOCIAL'];

function sameLogin(a: LoginRecord, b: LoginRecord | null): boolean {
  return b !== null && a.at === b.at && a.ip === b.ip;
}

/** The latest logins, newest first, with the previous one picked out (spec §2 securityCenter). */
export function LoginHistory({ previous }: { previous: LoginRecord | null }) {
  const { t, i18n } = useTranslation(['security', 'errors']);
  const history = useLoginHistory();

  function method(value: string): string {
    return KNOWN_METHODS.includes(value) ? t(`history.method.${value}`) : t('history.method.OTHER');
  }

  let body: ReactNode;
  if (history.isPending) {
    body = (
      <div className={styles.loading} data-testid="security-history-loading">
        <Spinner label={t('common:loading')} />
      </div>
    );
  } else if (history.isError) {
    body = (
      <div className={styles.inlineError} role="alert" data-testid="security-history-error">
        <span>{errorMessage(t, history.error)}</span>
        <Button
          size="sm"
          variant="outline"
          onClick={() => history.refetch()}
          data-testid="security-history-retry"
        >
          {t('common:retry')}
        </Button>
      </div>
    );
  } else if (history.data.length === 0) {
    body = (
      <EmptyState icon="clock" title={t('history.emptyTitle')} description={t('history.empty')} />
    );
  } else {
    body = (
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="security-history-table">
          <thead>
            <tr>
              <th scope="col">{t('history.time')}</th>
              <th scope="col">{t('history.ip')}</th>
              <th scope="col">{t('history.methodLabel')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((record, index) => {
              const isPrevious = sameLogin(record, previous);
              return (
                <tr
                  key={`${record.at}-${record.ip}-${record.method}`}
                  data-previous={isPrevious || undefined}
                  data-testid="security-history-row"
                >
                  <td className={styles.mono}>
                    {formatDateTime(new Date(record.at))}
                    {index === 0 && <span className={styles.tag}>{t('history.current')}</span>}
                    {isPrevious && index !== 0 && (
                      <span className={styles.tagPrevious}>{t('history.previous')}</span>
                    )}
                  </td>
                  <td className={styles.mono}>{record.ip}</td>
                  <td>{method(record.method)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section className={styles.panel} data-testid="security-history">
      <header className={styles.panelHead}>
        <span className={styles.panelIcon} aria-hidden="true">
          <Icon name="clock" size={18} />
        </span>
        <div>
          <h2 className={styles.panelTitle}>{t('history.title')}</h2>
          <p className={styles.panelSubtitle}>{t('history.subtitle')}</p>
        </div>
      </header>
      {previous ? (
        <p className={styles.lastLogin} data-testid="security-last-login">
          <Icon name="info" size={16} />
          <span>
            {t('history.lastLogin', {
              // In a sentence: the locale's own way of writing a date (decision 036).
              time: formatDateTimeText(new Date(previous.at), intlLocale(i18n.language)),
              ip: previous.ip,
            })}
          </span>
        </p>
      ) : (
        <p className={styles.lastLogin} data-testid="security-last-login">
          <Icon name="info" size={16} />
          <span>{t('history.firstLogin')}</span>
        </p>
      )}
      {body}
    </section>
  );
}
