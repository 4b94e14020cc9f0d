import { checkCrashLink, crashPointFromHash } from '@nova/games-math/crash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { hundredthsToMultiplier } from '../../lib/games';
import styles from './fairness.module.css';

const HEX = /^[0-9a-f]{64}$/u;

interface Result {
  point: number;
  /** Whether sha256(hash) is the previous round's link; null when none was given. */
  link: boolean | null;
}

/**
 * Crash rounds (issue 5): each round's link of the hash chain hashes to the previous round's
 * link, and the crash point is HMAC(link, salt) through the published formula.
 */
export function CrashVerifier({
  initialHash = '',
  initialPrevious = '',
  initialSalt = '',
}: {
  initialHash?: string;
  initialPrevious?: string;
  initialSalt?: string;
}) {
  const { t } = useTranslation('inhouse');
  const [hash, setHash] = useState(initialHash);
  const [previous, setPrevious] = useState(initialPrevious);
  const [salt, setSalt] = useState(initialSalt);
  const [result, setResult] = useState<Result | null>(null);
  const [invalid, setInvalid] = useState(false);

  function verify() {
    const link = hash.trim().toLowerCase();
    const before = previous.trim().toLowerCase();
    if (!HEX.test(link) || (before && !HEX.test(before)) || !salt.trim()) {
      setInvalid(true);
      setResult(null);
      return;
    }
    setInvalid(false);
    setResult({
      point: crashPointFromHash(link, salt.trim()),
      link: before ? checkCrashLink(link, before) : null,
    });
  }

  return (
    <section className={styles.card} data-testid="fairness-crash">
      <header className={styles.cardHeader}>
        <h2>{t('verify.crashTitle')}</h2>
      </header>
      <p className={styles.muted}>{t('verify.crashExplain')}</p>
      <div className={`${styles.form} ${styles.single}`}>
        <label className={styles.field}>
          <span className={styles.label}>{t('verify.crashHash')}</span>
          <input
            className={styles.input}
            value={hash}
            onChange={(e) => setHash(e.target.value)}
            data-testid="crash-verify-hash"
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('verify.crashPrevious')}</span>
          <input
            className={styles.input}
            value={previous}
            onChange={(e) => setPrevious(e.target.value)}
            data-testid="crash-verify-previous"
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('verify.crashSalt')}</span>
          <input
            className={styles.input}
            value={salt}
            onChange={(e) => setSalt(e.target.value)}
            data-testid="crash-verify-salt"
          />
        </label>
      </div>
      <Button onClick={verify} data-testid="crash-verify">
        {t('verify.calculate')}
      </Button>
      {invalid && (
        <p className={styles.error} role="alert">
          {t('verify.crashInvalid')}
        </p>
      )}
      {result && (
        <div className={styles.compare} data-testid="crash-verify-result">
          <p className={styles.big}>
            {t('verify.summary.CRASH', { point: hundredthsToMultiplier(result.point) })}
          </p>
          {result.link !== null && (
            <p
              className={result.link ? styles.ok : styles.bad}
              data-testid="crash-verify-link"
              data-ok={result.link}
            >
              {t(result.link ? 'verify.linkOk' : 'verify.linkBad')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
