import { checkCrashLink, crashPointFromHash } from '@nova/games-math/crash';
import { useEffect, useRef, useState } from 'react';
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

/** The crash point of a link and salt (and the chain check), or null when the input is not one. */
function checkCrash(hash: string, previous: string, salt: string): Result | null {
  const link = hash.trim().toLowerCase();
  const before = previous.trim().toLowerCase();
  if (!HEX.test(link) || (before && !HEX.test(before)) || !salt.trim()) return null;
  return {
    point: crashPointFromHash(link, salt.trim()),
    link: before ? checkCrashLink(link, before) : null,
  };
}

/**
 * Crash rounds (issue 5): each round's link of the hash chain hashes to the previous round's
 * link, and the crash point is HMAC(link, salt) through the published formula. Opened with a
 * link and the salt (the Verify link of a crash round, the crash history), it checks them at
 * once and scrolls into view, so the player sees the answer without typing.
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
  const section = useRef<HTMLElement>(null);
  const given = initialHash !== '' && initialSalt !== '';

  function verify(input = { hash, previous, salt }) {
    const checked = checkCrash(input.hash, input.previous, input.salt);
    setInvalid(checked === null);
    setResult(checked);
  }

  // Only the values the page opened with; typing afterwards waits for the button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened link
  useEffect(() => {
    if (!given) return;
    verify({ hash: initialHash, previous: initialPrevious, salt: initialSalt });
    // Two frames on: after the shell's scroll to the top of a new page (root-shell.tsx).
    const behavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
      ? 'auto'
      : 'smooth';
    let inner = 0;
    const outer = requestAnimationFrame(() => {
      inner = requestAnimationFrame(() =>
        section.current?.scrollIntoView?.({ block: 'start', behavior }),
      );
    });
    return () => {
      cancelAnimationFrame(outer);
      cancelAnimationFrame(inner);
    };
  }, [given, initialHash, initialPrevious, initialSalt]);

  return (
    <section className={styles.card} data-testid="fairness-crash" ref={section}>
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
      <Button onClick={() => verify()} data-testid="crash-verify">
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
