import { checkCrashLink, crashPointFromHash } from '@nova/games-math/crash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { hundredthsToMultiplier } from '../../lib/games';
import styles from './fairness.module.css';
import { VerifierInput, VerifierResult } from './verifier-field';

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
        <VerifierInput
          label={t('verify.crashHash')}
          value={hash}
          onChange={setHash}
          testId="crash-verify-hash"
        />
        <VerifierInput
          label={t('verify.crashPrevious')}
          value={previous}
          onChange={setPrevious}
          testId="crash-verify-previous"
        />
        <VerifierInput
          label={t('verify.crashSalt')}
          value={salt}
          onChange={setSalt}
          testId="crash-verify-salt"
        />
      </div>
      <Button onClick={verify} data-testid="crash-verify">
        {t('verify.calculate')}
      </Button>
      <VerifierResult
        invalid={invalid ? t('verify.crashInvalid') : null}
        testId="crash-verify-result"
        answer={
          result && {
            summary: t('verify.summary.CRASH', { point: hundredthsToMultiplier(result.point) }),
            check:
              result.link === null
                ? null
                : {
                    ok: result.link,
                    text: t(result.link ? 'verify.linkOk' : 'verify.linkBad'),
                    testId: 'crash-verify-link',
                  },
          }
        }
      />
    </section>
  );
}
