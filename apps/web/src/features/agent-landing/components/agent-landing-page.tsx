import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon-full';
import styles from './agent-landing-page.module.css';
import { AgentLoginCard } from './agent-login-card';

/**
 * Only what the agent center does (decision 029): team figures, accounts, contracts and their
 * statements (issue 15, decision 042), transfers.
 */
const HIGHLIGHTS = ['accounts', 'team', 'contracts'] as const;

const FEATURES: readonly { key: string; icon: IconName }[] = [
  { key: 'team', icon: 'users' },
  { key: 'register', icon: 'user-plus' },
  { key: 'contracts', icon: 'contract' },
  { key: 'transfers', icon: 'transfer' },
];

const STEPS: readonly { key: string; icon: IconName }[] = [
  { key: 'account', icon: 'user' },
  { key: 'register', icon: 'users' },
  { key: 'follow', icon: 'chart' },
];

/**
 * /agent: partner marketing and the agent login (spec §2 routes "/agent"). The login form
 * belongs to the session feature; the app's route passes it in (src/app/pages/agent-landing-route).
 */
export function AgentLandingPage({ loginForm }: { loginForm: ReactNode }) {
  const { t } = useTranslation('agent');
  return (
    <div data-testid="agent-landing" className={styles.page}>
      <section className={styles.hero} aria-labelledby="agent-hero-title">
        <div className={styles.heroGlow} aria-hidden />
        <div className={styles.heroCopy}>
          <span className={styles.eyebrow}>
            <Icon name="crown" size={16} />
            {t('hero.eyebrow')}
          </span>
          <h1 id="agent-hero-title" className={styles.heroTitle}>
            {t('hero.title')}
          </h1>
          <p className={styles.heroSubtitle}>{t('hero.subtitle')}</p>
          <dl className={styles.highlights}>
            {HIGHLIGHTS.map((key) => (
              <div key={key} className={styles.highlight}>
                <dt className={styles.highlightLabel}>{t(`hero.highlights.${key}.label`)}</dt>
                <dd className={styles.highlightValue}>{t(`hero.highlights.${key}.value`)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={styles.heroForm}>
          <AgentLoginCard>{loginForm}</AgentLoginCard>
        </div>
      </section>

      <section className={styles.block} aria-labelledby="agent-features-title">
        <h2 id="agent-features-title" className={styles.blockTitle}>
          {t('features.title')}
        </h2>
        <ul className={styles.features}>
          {FEATURES.map((feature, index) => (
            <li
              key={feature.key}
              className={styles.feature}
              style={{ background: `var(--card-theme-${index})` }}
            >
              <span className={styles.featureIcon}>
                <Icon name={feature.icon} size={24} />
              </span>
              <h3 className={styles.featureTitle}>{t(`features.${feature.key}.title`)}</h3>
              <p className={styles.featureBody}>{t(`features.${feature.key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.block} aria-labelledby="agent-steps-title">
        <h2 id="agent-steps-title" className={styles.blockTitle}>
          {t('steps.title')}
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.key} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden>
                {index + 1}
              </span>
              <span className={styles.stepIcon}>
                <Icon name={step.icon} size={22} />
              </span>
              <h3 className={styles.stepTitle}>{t(`steps.${step.key}.title`)}</h3>
              <p className={styles.stepBody}>{t(`steps.${step.key}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
