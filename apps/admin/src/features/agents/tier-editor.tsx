import { CONTRACT_MAX_TIERS } from '@nova/contracts/api/agent-contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui';
import { EMPTY_TIER, type TermsDraft, type TierDraft, type TierIssue } from './contract-terms';

type Field = keyof TierDraft;

/**
 * The tiers of an offer, one row each: the thresholds a team must reach (valid bets, net loss
 * for a dividend, active members) and what the tier pays (a percentage, or a fixed amount for a
 * FIXED salary). A field or a tier the rules refuse shows why under the row.
 */
export function TierEditor({
  draft,
  currency,
  issues,
  onChange,
}: {
  draft: TermsDraft;
  currency: string;
  /** `tiers.<i>.<field>` or `tiers.<i>` → issue; `server` for a refusal the server named. */
  issues: Record<string, TierIssue | 'server'>;
  onChange: (tiers: TierDraft[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const dividend = draft.kind === 'DIVIDEND';
  const percent = draft.rateType === 'PERCENT';
  const fields: { field: Field; label: string }[] = [
    { field: 'minBets', label: t('agents.tiers.minBets', { currency }) },
    ...(dividend
      ? [{ field: 'minNetLoss' as const, label: t('agents.tiers.minNetLoss', { currency }) }]
      : []),
    { field: 'minActive', label: t('agents.tiers.minActive') },
    percent
      ? { field: 'ratio' as const, label: t('agents.tiers.ratio') }
      : { field: 'amount' as const, label: t('agents.tiers.amount', { currency }) },
  ];
  const set = (index: number, field: Field, value: string) =>
    onChange(draft.tiers.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)));
  const issueText = (issue: TierIssue | 'server' | undefined) =>
    issue ? t(`agents.offer.errors.${issue}`) : undefined;
  return (
    <fieldset className="plain-fieldset agent-tiers">
      <legend className="section-title">{t('agents.tiers.title')}</legend>
      <p className="field-hint">
        {dividend ? t('agents.tiers.hintDividend') : t('agents.tiers.hintSalary')}
      </p>
      <ol className="agent-tier-list">
        {draft.tiers.map((tier, index) => {
          const rowIssue = issueText(issues[`tiers.${index}`]);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers are positions, edited in place
            <li key={index} className={`agent-tier${rowIssue ? ' agent-tier-bad' : ''}`}>
              <span className="agent-tier-name">{t('agents.tiers.tier', { n: index + 1 })}</span>
              <div className="agent-tier-fields">
                {fields.map(({ field, label }) => {
                  const inputId = `${id}-${index}-${field}`;
                  const error = issueText(issues[`tiers.${index}.${field}`]);
                  return (
                    <div key={field} className={`field${error ? ' field-error' : ''}`}>
                      <label htmlFor={inputId}>
                        {label}
                        <span className="sr-only"> {t('agents.tiers.tier', { n: index + 1 })}</span>
                      </label>
                      <input
                        id={inputId}
                        className="input"
                        inputMode={field === 'minActive' ? 'numeric' : 'decimal'}
                        autoComplete="off"
                        value={tier[field]}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${inputId}-error` : undefined}
                        onChange={(event) => set(index, field, event.target.value)}
                      />
                      {error ? (
                        <p className="field-message" id={`${inputId}-error`} role="alert">
                          {error}
                        </p>
                      ) : null}
                    </div>
                  );
                })}
              </div>
              {draft.tiers.length > 1 ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('agents.tiers.remove', { n: index + 1 })}
                  onClick={() => onChange(draft.tiers.filter((_, i) => i !== index))}
                >
                  <Trash2 size={14} aria-hidden="true" />
                </Button>
              ) : null}
              {rowIssue ? (
                <p className="field-message agent-tier-message" role="alert">
                  {rowIssue}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {draft.tiers.length < CONTRACT_MAX_TIERS ? (
        <Button size="sm" onClick={() => onChange([...draft.tiers, { ...EMPTY_TIER }])}>
          <Plus size={14} aria-hidden="true" /> {t('agents.tiers.add')}
        </Button>
      ) : null}
    </fieldset>
  );
}
