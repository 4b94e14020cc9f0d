import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon-full';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { useGameSession } from '../hooks/game-session';
import { FairnessPanel } from './fairness-panel';
import styles from './game-frame.module.css';
import { LastRounds } from './last-rounds';
import { RulesPanel } from './rules-panel';

type Tab = 'rounds' | 'fairness' | 'rules';
const TABS: { id: Tab; icon: IconName }[] = [
  { id: 'rounds', icon: 'list' },
  { id: 'fairness', icon: 'shield' },
  { id: 'rules', icon: 'info' },
];

/** The common frame of every in-house game: title, balance, the stage, and the side panels. */
export function GameFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('inhouse');
  const session = useGameSession();
  const money = useMoneyFormat();
  const [tab, setTab] = useState<Tab>('rounds');
  return (
    <section className={styles.frame} aria-labelledby="inhouse-title">
      <header className={styles.header}>
        <div className={styles.titleGroup}>
          <span className={styles.emblem} aria-hidden="true">
            <Icon name="sparkles" size={20} />
          </span>
          <div>
            <h1 id="inhouse-title" className={styles.title}>
              {t(`games.${session.game}.title`)}
            </h1>
            <p className={styles.tagline}>{t(`games.${session.game}.tagline`)}</p>
          </div>
          {session.trial && (
            <span className={styles.trialBadge} data-testid="inhouse-trial-badge">
              {t('trial.badge')}
            </span>
          )}
        </div>
        <div className={styles.balance}>
          <span className={styles.balanceLabel}>
            {session.trial ? t('trial.balance') : t('balance')}
          </span>
          <strong data-testid="inhouse-balance">
            {session.balance === null ? '—' : money.format(session.balance)}
          </strong>
        </div>
      </header>
      <div className={styles.body}>
        <div className={styles.stage}>{children}</div>
        <aside className={styles.side}>
          <div className={styles.tabs} role="tablist" aria-label={t('panels.label')}>
            {TABS.map(({ id, icon }) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`inhouse-tab-${id}`}
                aria-selected={tab === id}
                aria-controls="inhouse-panel"
                className={styles.tab}
                data-testid={`inhouse-tab-${id}`}
                onClick={() => setTab(id)}
              >
                <Icon name={icon} size={16} />
                {t(`panels.${id}`)}
              </button>
            ))}
          </div>
          <div
            id="inhouse-panel"
            role="tabpanel"
            aria-labelledby={`inhouse-tab-${tab}`}
            className={styles.panel}
          >
            {tab === 'rounds' && <LastRounds />}
            {tab === 'fairness' && <FairnessPanel />}
            {tab === 'rules' && <RulesPanel />}
          </div>
        </aside>
      </div>
    </section>
  );
}
