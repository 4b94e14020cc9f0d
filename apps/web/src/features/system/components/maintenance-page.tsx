import type { SystemStatus } from '@nova/contracts/api/system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, formatDateTime } from '../../../lib/datetime';
import { systemStatusQuery } from '../api/use-system-status';
import styles from './maintenance-page.module.css';
import { StatusLayout } from './status-layout';

/** Once the countdown is over and the site is still closed, ask again at this pace. */
const RECHECK_AFTER_END_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Spec §1/§4: the maintenance page with its end time, a countdown and customer service. */
export function MaintenancePage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation('system');
  const queryClient = useQueryClient();
  const now = useNow();
  const end = status.maintenanceEnd ? new Date(status.maintenanceEnd) : null;
  const remaining = end ? end.getTime() - now : null;
  const over = remaining !== null && remaining <= 0;

  useEffect(() => {
    if (!over) return;
    const recheck = () => queryClient.refetchQueries({ queryKey: systemStatusQuery.queryKey });
    void recheck();
    const timer = window.setInterval(recheck, RECHECK_AFTER_END_MS);
    return () => window.clearInterval(timer);
  }, [over, queryClient]);

  return (
    <StatusLayout
      testId="maintenance-page"
      emblem="clock"
      tone="gold"
      title={t('maintenance.title')}
      text={t('maintenance.text')}
    >
      <div className={styles.panel}>
        <div className={styles.block}>
          <span className={styles.label}>{t('maintenance.countdown')}</span>
          <span className={styles.countdown} data-testid="maintenance-countdown" role="timer">
            {remaining === null ? '--:--:--' : formatCountdown(remaining)}
          </span>
        </div>
        <div className={styles.block}>
          <span className={styles.label}>{t('maintenance.endsAt')}</span>
          <time
            className={styles.end}
            dateTime={status.maintenanceEnd ?? undefined}
            data-testid="maintenance-end"
          >
            {end ? formatDateTime(end) : t('maintenance.unknownEnd')}
          </time>
        </div>
      </div>
    </StatusLayout>
  );
}
