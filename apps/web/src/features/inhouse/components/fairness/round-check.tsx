import { rotateSeed } from '@nova/contracts/api/inhouse';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { Spinner } from '../../../../components/spinner';
import { callApi } from '../../../../lib/api-client';
import { errorMessage } from '../../../../lib/errors';
import { queryKeys } from '../../../../lib/query-keys';
import { useInhouseRound } from '../../api/inhouse-queries';
import { checkRound } from '../../lib/verify';
import { CrashVerifier } from './crash-verifier';
import styles from './fairness.module.css';
import { OutcomeSummary } from './outcome-summary';

/**
 * One of the member's rounds with its proof: the committed hash, client seed, nonce and, once
 * the pair was rotated, the server seed — recomputed here in the browser with games-math.
 */
export function RoundCheck({ roundId }: { roundId: string }) {
  const { t } = useTranslation('inhouse');
  const queryClient = useQueryClient();
  const round = useInhouseRound(roundId, true);
  const [rotating, setRotating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (round.isPending) return <Spinner label={t('loading')} />;
  if (round.isError) {
    return (
      <p className={styles.error} role="alert" data-testid="fairness-round-error">
        {errorMessage(t, round.error)}
      </p>
    );
  }
  const data = round.data;

  async function reveal() {
    setError(null);
    setRotating(true);
    try {
      const fairness = await callApi(rotateSeed, { body: {} });
      queryClient.setQueryData(queryKeys.inhouse.fairness, fairness);
      await round.refetch();
    } catch (failure) {
      setError(errorMessage(t, failure));
    } finally {
      setRotating(false);
    }
  }

  if (data.game === 'CRASH') {
    const outcome = (data.outcome ?? {}) as { hash?: string };
    return <CrashVerifier initialHash={outcome.hash ?? data.proof.serverSeed ?? ''} />;
  }

  const check = data.status === 'SETTLED' ? checkRound(data) : null;
  return (
    <section className={styles.card} data-testid="fairness-round">
      <header className={styles.cardHeader}>
        <h2>{t('verify.roundTitle', { id: data.roundId, game: t(`games.${data.game}.title`) })}</h2>
        {check && (
          <span
            className={check.verdict === 'VERIFIED' ? styles.verified : styles.mismatch}
            data-testid="fairness-verdict"
            data-verdict={check.verdict}
          >
            {t(`verify.verdict.${check.verdict}`)}
          </span>
        )}
      </header>
      <dl className={styles.proof}>
        <dt>{t('fairness.serverSeedHash')}</dt>
        <dd className={styles.mono}>{data.proof.serverSeedHash}</dd>
        <dt>{t('fairness.clientSeed')}</dt>
        <dd className={styles.mono}>{data.proof.clientSeed}</dd>
        <dt>{t('verify.nonce')}</dt>
        <dd className={styles.mono}>{data.proof.nonce}</dd>
        <dt>{t('fairness.serverSeed')}</dt>
        <dd className={styles.mono} data-testid="fairness-round-seed">
          {data.proof.serverSeed ?? t('verify.hidden')}
        </dd>
        <dt>{t('verify.params')}</dt>
        <dd className={styles.mono}>{JSON.stringify(data.params)}</dd>
      </dl>
      {data.status === 'OPEN' && <p className={styles.muted}>{t('verify.open')}</p>}
      {data.status === 'SETTLED' && data.proof.serverSeed === null && (
        <div className={styles.reveal}>
          <p className={styles.muted}>{t('verify.rotateToReveal')}</p>
          <Button
            variant="outline"
            loading={rotating}
            onClick={() => void reveal()}
            data-testid="fairness-rotate"
          >
            {t('fairness.rotate')}
          </Button>
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {check && (
        <div className={styles.compare}>
          <div>
            <span className={styles.label}>{t('verify.stored')}</span>
            <p data-testid="fairness-stored">
              <OutcomeSummary game={data.game} outcome={data.outcome} />
            </p>
          </div>
          <div>
            <span className={styles.label}>{t('verify.recomputed')}</span>
            <p data-testid="fairness-recomputed">
              <OutcomeSummary game={data.game} outcome={check.recomputed} />
            </p>
          </div>
          <p className={check.commitment ? styles.ok : styles.bad}>
            {t(check.commitment ? 'verify.hashOk' : 'verify.hashBad')}
          </p>
          <p className={check.matches ? styles.ok : styles.bad}>
            {t(check.matches ? 'verify.outcomeOk' : 'verify.outcomeBad')}
          </p>
        </div>
      )}
    </section>
  );
}
