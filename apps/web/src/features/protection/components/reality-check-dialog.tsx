import type { SessionSummary } from '@nova/contracts/api/protection';
import { toMinor } from '@nova/contracts/money';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import { Modal } from '../../../components/modal/modal';
import { useProtectionFormat } from '../hooks/use-protection-format';
import styles from './protection.module.css';

/** The member center's betting record (spec §2 "personalHistoryCopy"). */
export const BETTING_RECORD_PATH = '/member?page=personalHistoryCopy';

export interface RealityCheckDialogProps {
  summary: SessionSummary;
  onContinue: () => void;
  onLogout: () => void;
}

/**
 * The reality check itself: how long this session has lasted and what it staked, won and
 * netted, over whatever page is open (a game included). It does not go away on its own or with
 * Escape: the player chooses to continue, look at the history or log out.
 */
export function RealityCheckDialog({ summary, onContinue, onLogout }: RealityCheckDialogProps) {
  const { t } = useTranslation('protection');
  const navigate = useNavigate();
  const format = useProtectionFormat(summary.scale);
  const minutes = Math.max(
    0,
    Math.floor((Date.parse(summary.now) - Date.parse(summary.startedAt)) / 60_000),
  );
  const net = toMinor(summary.net);
  const tone = net > 0n ? 'credit' : net < 0n ? 'debit' : 'zero';

  return (
    <Modal
      name="reality-check"
      title={t('check.title')}
      onClose={onContinue}
      closable={false}
      size="sm"
    >
      <div className={styles.check}>
        <div className={styles.checkIntro}>
          <span className={styles.checkIcon} aria-hidden="true">
            <Icon name="clock" size={26} />
          </span>
          <div>
            <p className={styles.checkLead}>{t('check.lead')}</p>
            <p className={styles.checkTime} data-testid="reality-check-time">
              {minutes > 0 ? format.duration(minutes) : t('check.underMinute')}
            </p>
            <p className={styles.checkSince}>
              {t('check.since', { date: format.date(summary.startedAt) })}
            </p>
          </div>
        </div>
        <dl className={styles.figures}>
          <div>
            <dt>{t('check.stakes')}</dt>
            <dd data-testid="reality-check-stakes">{format.money.format(summary.stakes)}</dd>
          </div>
          <div>
            <dt>{t('check.wins')}</dt>
            <dd data-testid="reality-check-wins">{format.money.format(summary.wins)}</dd>
          </div>
          <div className={styles.netFigure}>
            <dt>{t('check.net')}</dt>
            <dd data-tone={tone} data-testid="reality-check-net">
              {format.money.format(net, { signed: true })}
            </dd>
          </div>
        </dl>
        {summary.intervalMinutes > 0 && (
          <p className={styles.checkNext}>{t('check.next', { count: summary.intervalMinutes })}</p>
        )}
        <div className={styles.checkActions}>
          <Button
            variant="outline"
            icon={<Icon name="list" size={16} />}
            onClick={() => {
              onContinue();
              void navigate(BETTING_RECORD_PATH);
            }}
            data-testid="reality-check-history"
          >
            {t('check.history')}
          </Button>
          <Button
            variant="outline"
            icon={<Icon name="logout" size={16} />}
            onClick={onLogout}
            data-testid="reality-check-logout"
          >
            {t('check.logout')}
          </Button>
          <Button
            className={styles.checkContinue}
            onClick={onContinue}
            data-autofocus
            data-testid="reality-check-continue"
          >
            {t('check.continue')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
