import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import styles from './agent-team.module.css';

/**
 * Where the downline list is in the tree: "My downlines" (the agent's direct downlines), then
 * each agent opened on the way down; any step goes back up to it.
 */
export function DownlineTrail({
  trail,
  drilled,
  onOpen,
}: {
  trail: readonly { id: number; account: string }[];
  /** An agent further down is open (the trail arrives with its list). */
  drilled: boolean;
  onOpen: (id: number | undefined) => void;
}) {
  const { t } = useTranslation('agentTeam');
  const steps = drilled ? trail : [];
  return (
    <nav className={styles.trail} aria-label={t('downlines.trail')} data-testid="downlines-trail">
      <ol>
        <li>
          {steps.length === 0 ? (
            <span aria-current="location">{t('downlines.root')}</span>
          ) : (
            <button type="button" onClick={() => onOpen(undefined)} data-testid="trail-root">
              {t('downlines.root')}
            </button>
          )}
        </li>
        {steps.map((step, index) => (
          <li key={step.id}>
            <Icon name="chevron-right" size={14} />
            {index === steps.length - 1 ? (
              <span aria-current="location" data-testid="trail-current">
                {step.account}
              </span>
            ) : (
              <button
                type="button"
                onClick={() => onOpen(step.id)}
                data-testid={`trail-${step.id}`}
              >
                {step.account}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
