import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Icon } from '../../../components/icon-full';
import { useSession } from '../../session/hooks/use-session';
import { CrashVerifier } from './fairness/crash-verifier';
import styles from './fairness/fairness.module.css';
import { ManualVerifier } from './fairness/manual-verifier';
import { RoundCheck } from './fairness/round-check';

const STEPS = ['commit', 'client', 'nonce', 'reveal'] as const;

/** /fairness: provably fair seeds and round verification of the in-house games (issue 5). */
export function FairnessPage() {
  const { t } = useTranslation('inhouse');
  const [search] = useSearchParams();
  const { isLogin } = useSession();
  const roundId = search.get('round');
  const validRound = roundId !== null && /^\d{1,19}$/u.test(roundId) ? roundId : null;

  return (
    <div className={styles.page} data-testid="fairness-page">
      <header className={styles.hero}>
        <span className={styles.heroIcon} aria-hidden="true">
          <Icon name="shield" size={28} />
        </span>
        <div>
          <h1>{t('verify.title')}</h1>
          <p>{t('verify.intro')}</p>
        </div>
      </header>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step}>
            <span className={styles.stepNo}>{index + 1}</span>
            <div>
              <h3>{t(`verify.steps.${step}.title`)}</h3>
              <p>{t(`verify.steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      {roundId !== null &&
        (validRound === null ? (
          <p className={styles.error} role="alert">
            {t('verify.badRound')}
          </p>
        ) : isLogin ? (
          <RoundCheck roundId={validRound} />
        ) : (
          <p className={styles.muted} data-testid="fairness-login">
            {t('verify.loginForRound')}
          </p>
        ))}
      <div className={styles.tools}>
        <ManualVerifier />
        <CrashVerifier
          initialHash={search.get('hash') ?? ''}
          initialPrevious={search.get('previous') ?? ''}
          initialSalt={search.get('salt') ?? ''}
        />
      </div>
    </div>
  );
}
