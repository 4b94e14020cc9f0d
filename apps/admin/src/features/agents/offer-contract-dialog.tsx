import {
  CONTRACT_KINDS,
  type Contract,
  type ContractKind,
  type ContractTerms,
} from '@nova/contracts/api/agent-contracts';
import { offerPlatformContract } from '@nova/contracts/api/ops-agents';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextArea } from '../../components/field';
import { FormDialog } from '../../components/form-dialog';
import { callApi, errorText, isApiError } from '../../lib/api';
import { useOperator } from '../../lib/session';
import { kindText, periodText } from './agents-shared';
import {
  EMPTY_TIER,
  periodsOf,
  rateTypesOf,
  type TermsDraft,
  type TierIssue,
  termsOf,
  tierDraftOf,
  withKind,
} from './contract-terms';
import { TierEditor } from './tier-editor';

const REASON_MAX = 500;

function draftOf(initial: Partial<ContractTerms> | undefined, scale: number): TermsDraft {
  const kind = initial?.kind ?? 'DIVIDEND';
  const start = withKind(
    {
      kind,
      period: initial?.period ?? 'MONTHLY',
      rateType: initial?.rateType ?? 'PERCENT',
      tiers: [],
    },
    kind,
  );
  const tiers = initial?.tiers?.map((tier) => tierDraftOf(tier, scale)) ?? [];
  return { ...start, tiers: tiers.length > 0 ? tiers : [{ ...EMPTY_TIER }] };
}

/** Where a refusal's detail points, in words: "tier 2, ratio", "period". */
function placeText(t: TFunction, path: string): string {
  const parts = path.replace(/^body\./u, '').split('.');
  const [head, index, field] = parts;
  if (head === 'tiers' && index !== undefined && /^\d+$/u.test(index)) {
    const n = Number(index) + 1;
    return field
      ? t('agents.where.tierField', {
          n,
          field: t(`agents.tiers.fieldNames.${field}`, { defaultValue: field }),
        })
      : t('agents.where.tier', { n });
  }
  if (head === 'agentId' || head === 'downlineId') return t('agents.where.agent');
  if (head === 'kind' || head === 'period' || head === 'rateType' || head === 'reason') {
    return t(`agents.offer.${head}`);
  }
  return path;
}

/** A refusal of the offer, translated, with the places its details name. */
export function offerErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error) || error.details.length === 0) return errorText(t, error);
  const base = t(`errors.${error.code}`, {
    defaultValue: t('errors.UNKNOWN', { code: error.code }),
  });
  const places = [...new Set(error.details.map((d) => placeText(t, String(d.path ?? ''))))];
  return `${base} ${t('agents.where.list', { places: places.join(' · ') })}`;
}

/** The tier fields a refusal names, to mark them in the editor. */
function serverIssues(error: unknown): Record<string, 'server'> {
  if (!isApiError(error)) return {};
  const marks: Record<string, 'server'> = {};
  for (const detail of error.details) {
    const path = String(detail.path ?? '').replace(/^body\./u, '');
    if (/^tiers\.\d+(\.[a-zA-Z]+)?$/u.test(path)) marks[path] = 'server';
  }
  return marks;
}

/**
 * The platform offers a top-level agent a contract (issue 15; spec §4): kind, period, rate
 * type, the tiers, and the reason kept in the audit log. The agent signs or refuses it in the
 * agent center. Amounts are typed in the brand's currency, ratios in percent with two decimals;
 * both are converted exactly (contract-terms.ts) and checked as the server checks them.
 */
export function OfferContractDialog({
  open,
  agent,
  initial,
  onClose,
  onOffered,
}: {
  open: boolean;
  agent: { id: number; account: string };
  /** Terms to start from (a kind the agent asked for, or a contract to offer again). */
  initial?: Partial<ContractTerms> | undefined;
  onClose: () => void;
  onOffered: (contract: Contract) => void;
}) {
  const { t } = useTranslation();
  const { currency, currencyScale: scale } = useOperator().brand;
  const [draft, setDraft] = useState<TermsDraft>(() => draftOf(initial, scale));
  const [reason, setReason] = useState('');
  const [issues, setIssues] = useState<Record<string, TierIssue | 'server'>>({});
  const [reasonError, setReasonError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: (body: ContractTerms & { reason: string }) =>
      callApi(offerPlatformContract, { body: { ...body, agentId: agent.id } }),
    onError: (error) => setIssues(serverIssues(error)),
  });
  const close = () => {
    setDraft(draftOf(initial, scale));
    setReason('');
    setIssues({});
    setReasonError(undefined);
    mutation.reset();
    onClose();
  };
  const submit = () => {
    mutation.reset();
    const result = termsOf(draft, scale);
    const trimmed = reason.trim();
    const missingReason = trimmed === '' ? t('form.required') : undefined;
    setReasonError(missingReason);
    setIssues(result.issues ?? {});
    if (!result.terms || missingReason) return;
    mutation.mutate(
      { ...result.terms, reason: trimmed },
      {
        onSuccess: (contract) => {
          onOffered(contract);
          close();
        },
      },
    );
  };
  const change = (next: TermsDraft) => {
    setDraft(next);
    setIssues({});
  };
  return (
    <FormDialog
      open={open}
      wide
      title={t('agents.offer.title', { account: agent.account })}
      onClose={close}
      onSubmit={submit}
      submit={t('agents.offer.submit')}
      busy={mutation.isPending}
      intro={<p className="dialog-text">{t('agents.offer.intro', { account: agent.account })}</p>}
      error={mutation.isError ? offerErrorText(t, mutation.error) : null}
    >
      <div className="grid-3 agent-offer-grid">
        <SelectField
          label={t('agents.offer.kind')}
          value={draft.kind}
          onChange={(event) => change(withKind(draft, event.target.value as ContractKind))}
        >
          {CONTRACT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kindText(t, kind)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('agents.offer.period')}
          value={draft.period}
          disabled={periodsOf(draft.kind).length === 1}
          onChange={(event) =>
            change({ ...draft, period: event.target.value as TermsDraft['period'] })
          }
        >
          {periodsOf(draft.kind).map((period) => (
            <option key={period} value={period}>
              {periodText(t, period)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('agents.offer.rateType')}
          value={draft.rateType}
          disabled={rateTypesOf(draft.kind).length === 1}
          onChange={(event) =>
            change({ ...draft, rateType: event.target.value as TermsDraft['rateType'] })
          }
        >
          {rateTypesOf(draft.kind).map((rateType) => (
            <option key={rateType} value={rateType}>
              {t(`agents.rateTypes.${rateType}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TierEditor
        draft={draft}
        currency={currency}
        issues={issues}
        onChange={(tiers) => change({ ...draft, tiers })}
      />
      <TextArea
        label={t('common.reason')}
        rows={2}
        maxLength={REASON_MAX}
        value={reason}
        error={reasonError}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(undefined);
        }}
      />
    </FormDialog>
  );
}
