import { ClientSeedSchema } from '@nova/contracts/api/inhouse';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import { useGameSession } from '../hooks/game-session';
import styles from './panels.module.css';

/**
 * The seed pair of the member's rounds (issue 5 "provably fair"): the committed server seed
 * hash, the client seed the member may set, the next nonce; rotating reveals the old seed.
 */
export function FairnessPanel() {
  const { t } = useTranslation('inhouse');
  const session = useGameSession();
  const [clientSeed, setClientSeed] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fairness = session.fairness;
  if (!fairness) {
    return session.loadError ? (
      <p className={styles.error} role="alert">
        {errorMessage(t, session.loadError)}
      </p>
    ) : (
      <Spinner label={t('loading')} />
    );
  }

  async function rotate() {
    setError(null);
    const typed = clientSeed.trim();
    if (typed && !ClientSeedSchema.safeParse(typed).success) {
      setError(t('fairness.badClientSeed'));
      return;
    }
    setPending(true);
    try {
      await session.rotate(typed || undefined);
      setClientSeed('');
    } catch (failure) {
      setError(errorMessage(t, failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.panel} data-testid="inhouse-fairness">
      <h2 className={styles.heading}>{t('fairness.current')}</h2>
      <div className={styles.field}>
        <span className={styles.label}>{t('fairness.serverSeedHash')}</span>
        <p className={styles.mono} data-testid="fairness-hash">
          {fairness.current.serverSeedHash}
        </p>
      </div>
      <div className={styles.stat}>
        <div className={styles.statItem}>
          <span className={styles.label}>{t('fairness.clientSeed')}</span>
          <strong data-testid="fairness-client-seed">{fairness.current.clientSeed}</strong>
        </div>
        <div className={styles.statItem}>
          <span className={styles.label}>{t('fairness.nonce')}</span>
          <strong data-testid="fairness-nonce">{fairness.current.nonce}</strong>
        </div>
      </div>
      <div className={styles.field}>
        <span className={styles.label}>{t('fairness.nextServerSeedHash')}</span>
        <p className={styles.mono} data-testid="fairness-next-hash">
          {fairness.nextServerSeedHash}
        </p>
        <p className={styles.muted}>{t('fairness.nextServerSeedHashHint')}</p>
      </div>
      <label className={styles.field}>
        <span className={styles.label}>{t('fairness.newClientSeed')}</span>
        <input
          className={styles.input}
          value={clientSeed}
          maxLength={64}
          placeholder={t('fairness.newClientSeedHint')}
          onChange={(event) => setClientSeed(event.target.value)}
          data-testid="fairness-client-seed-input"
        />
      </label>
      <Button
        variant="outline"
        size="sm"
        loading={pending}
        onClick={() => void rotate()}
        data-testid="fairness-rotate"
      >
        {t('fairness.rotate')}
      </Button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <h2 className={styles.heading}>{t('fairness.previous')}</h2>
      {fairness.previous ? (
        <>
          <div className={styles.field}>
            <span className={styles.label}>{t('fairness.serverSeed')}</span>
            <p className={styles.mono} data-testid="fairness-previous-seed">
              {fairness.previous.serverSeed}
            </p>
          </div>
          <div className={styles.field}>
            <span className={styles.label}>{t('fairness.serverSeedHash')}</span>
            <p className={styles.mono}>{fairness.previous.serverSeedHash}</p>
          </div>
          <p className={styles.muted}>
            {t('fairness.previousPair', {
              clientSeed: fairness.previous.clientSeed,
              rounds: fairness.previous.nonce,
            })}
          </p>
        </>
      ) : (
        <p className={styles.muted}>{t('fairness.noPrevious')}</p>
      )}
      {!session.trial && (
        <Link className={styles.link} to="/fairness">
          {t('fairness.howItWorks')}
        </Link>
      )}
    </div>
  );
}
