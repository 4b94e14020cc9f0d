import {
  CONTRACT_MAX_TIERS,
  type ContractKind,
  type SalaryRateType,
} from '@nova/contracts/api/agent-contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import type { ContractFormat } from '../hooks/use-contract-format';
import {
  canAddTier,
  EMPTY_TIER,
  type TierDraft,
  type TierField,
  type TierIssue,
} from '../lib/tiers';
import styles from './offer.module.css';

export interface TierEditorProps {
  kind: ContractKind;
  rateType: SalaryRateType;
  drafts: readonly TierDraft[];
  onChange: (drafts: TierDraft[]) => void;
  /** The issues to show now (after a first submit, and the server's). */
  issues: readonly TierIssue[];
  format: ContractFormat;
}

/**
 * The tiers of an offer, lowest first: add up to CONTRACT_MAX_TIERS rows, remove any but the
 * last one left. A new row starts from the previous row's thresholds. Each field shows its own
 * problem; a row's problem (outside the agent's own tiers) shows under the row.
 */
export function TierEditor({ kind, rateType, drafts, onChange, issues, format }: TierEditorProps) {
  const { t } = useTranslation('agentContracts');
  const dividend = kind === 'DIVIDEND';
  const fields: TierField[] = dividend
    ? ['minBets', 'minNetLoss', 'minActive', 'rate']
    : ['minBets', 'minActive', 'rate'];

  function labelOf(field: TierField): string {
    if (field === 'minBets') return dividend ? t('tiers.minBets') : t('tiers.minValidBets');
    if (field === 'rate') {
      if (rateType === 'FIXED') return t('tiers.amountInput', { currency: format.money.symbol });
      return dividend ? t('tiers.ratioInput') : t('tiers.rateInput');
    }
    if (field === 'minActive') return t('tiers.minActive');
    return t('tiers.minNetLoss');
  }

  function issueText(issue: TierIssue): string {
    if (issue.code === 'server') {
      return t(`tiers.serverIssues.${issue.serverIssue ?? 'unknown'}`, {
        defaultValue: t('tiers.issues.server'),
      });
    }
    const limit =
      issue.limit === undefined
        ? ''
        : rateType === 'FIXED'
          ? format.money.format(issue.limit)
          : format.percent(issue.limit);
    return t(`tiers.issues.${issue.code}`, {
      limit,
      previous: issue.tier,
      scale: format.money.scale,
      max: CONTRACT_MAX_TIERS,
    });
  }

  function update(index: number, field: TierField, value: string) {
    onChange(drafts.map((draft, i) => (i === index ? { ...draft, [field]: value } : draft)));
  }

  function add() {
    const last = drafts.at(-1) ?? EMPTY_TIER;
    onChange([...drafts, { ...last, rate: '' }]);
  }

  return (
    <div className={styles.editor} data-testid="tier-editor" data-fields={fields.length}>
      <div className={styles.editorHead} aria-hidden="true">
        <span>{t('tiers.tier')}</span>
        {fields.map((field) => (
          <span key={field}>{labelOf(field)}</span>
        ))}
        <span />
      </div>
      {drafts.map((draft, index) => (
        <TierRow
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the ladder
          key={index}
          index={index}
          draft={draft}
          fields={fields}
          labelOf={labelOf}
          rateType={rateType}
          issues={issues.filter((issue) => issue.tier === index)}
          issueText={issueText}
          removable={drafts.length > 1}
          onField={(field, value) => update(index, field, value)}
          onRemove={() => onChange(drafts.filter((_, i) => i !== index))}
          symbol={format.money.symbol}
        />
      ))}
      <div className={styles.editorFoot}>
        <Button
          size="sm"
          variant="outline"
          disabled={!canAddTier(drafts.length)}
          onClick={add}
          data-testid="tier-add"
        >
          {t('tiers.add')}
        </Button>
        <span className={styles.editorCount}>
          {t('tiers.count', { count: drafts.length, max: CONTRACT_MAX_TIERS })}
        </span>
      </div>
    </div>
  );
}

interface TierRowProps {
  index: number;
  draft: TierDraft;
  fields: readonly TierField[];
  labelOf: (field: TierField) => string;
  rateType: SalaryRateType;
  issues: readonly TierIssue[];
  issueText: (issue: TierIssue) => string;
  removable: boolean;
  onField: (field: TierField, value: string) => void;
  onRemove: () => void;
  symbol: string;
}

function TierRow({
  index,
  draft,
  fields,
  labelOf,
  rateType,
  issues,
  issueText,
  removable,
  onField,
  onRemove,
  symbol,
}: TierRowProps) {
  const { t } = useTranslation('agentContracts');
  const id = useId();
  const rowIssues = issues.filter((issue) => issue.field === 'tier');
  return (
    <div
      className={styles.editorRow}
      data-invalid={issues.length > 0}
      data-testid={`tier-row-${index}`}
    >
      <span className={styles.tierNumber}>{t('tiers.number', { number: index + 1 })}</span>
      {fields.map((field) => {
        const issue = issues.find((found) => found.field === field);
        const money =
          field === 'minBets' ||
          field === 'minNetLoss' ||
          (field === 'rate' && rateType === 'FIXED');
        const suffix = field === 'rate' && rateType === 'PERCENT' ? '%' : null;
        const prefix = money && symbol ? symbol : null;
        const inputId = `${id}-${field}`;
        return (
          <div key={field} className={styles.editorField} data-invalid={Boolean(issue)}>
            <label htmlFor={inputId} className={styles.editorLabel}>
              {labelOf(field)}
            </label>
            <div className={styles.editorControl}>
              {prefix && <span className={styles.affix}>{prefix}</span>}
              <input
                id={inputId}
                className={styles.editorInput}
                inputMode={field === 'minActive' ? 'numeric' : 'decimal'}
                autoComplete="off"
                maxLength={field === 'minActive' ? 7 : 24}
                placeholder={field === 'rate' ? '' : '0'}
                value={draft[field]}
                onChange={(event) => onField(field, event.target.value)}
                aria-invalid={Boolean(issue) || undefined}
                aria-describedby={issue ? `${inputId}-error` : undefined}
                data-testid={`tier-${index}-${field}`}
              />
              {suffix && <span className={styles.affix}>{suffix}</span>}
            </div>
            {issue && (
              <p
                id={`${inputId}-error`}
                className={styles.fieldError}
                role="alert"
                data-testid={`tier-${index}-${field}-error`}
              >
                {issueText(issue)}
              </p>
            )}
          </div>
        );
      })}
      <button
        type="button"
        className={styles.removeTier}
        disabled={!removable}
        onClick={onRemove}
        aria-label={t('tiers.remove', { number: index + 1 })}
        data-testid={`tier-remove-${index}`}
      >
        <Icon name="close" size={16} />
      </button>
      {rowIssues.map((issue) => (
        <p
          key={issue.code}
          className={styles.rowError}
          role="alert"
          data-testid={`tier-${index}-error`}
        >
          {issueText(issue)}
        </p>
      ))}
    </div>
  );
}
