import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import type { SecurityScore } from '../lib/security-level';
import styles from './security-center.module.css';

/** How many protections are on, as a segmented meter with the level and the next step. */
export function SecurityLevelMeter({ account, score }: { account: string; score: SecurityScore }) {
  const { t } = useTranslation('security');
  return (
    <section className={styles.level} data-level={score.level} data-testid="security-level">
      <div className={styles.levelBadge} aria-hidden="true">
        <Icon name="shield" size={30} />
        <span>{score.done}</span>
      </div>
      <div className={styles.levelBody}>
        <p className={styles.levelAccount}>{t('level.account', { account })}</p>
        <h2 className={styles.levelTitle}>
          {t('level.title')}{' '}
          <span className={styles.levelName} data-testid="security-level-name">
            {t(`level.${score.level}`)}
          </span>
        </h2>
        {/* Decorative: the score line below says the same in words. */}
        <div className={styles.meter} aria-hidden="true">
          {Array.from({ length: score.total }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed segments, never reordered
            <span key={index} data-on={index < score.done} />
          ))}
        </div>
        <p className={styles.levelHint} data-testid="security-level-score">
          {t('level.score', { done: score.done, total: score.total })}
          {score.next && ` · ${t('level.next', { item: t(`items.${score.next}.title`) })}`}
        </p>
      </div>
    </section>
  );
}
