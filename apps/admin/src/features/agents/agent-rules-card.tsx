import {
  type AgentSettings,
  getAgentSettings,
  updateAgentSettings,
} from '@nova/contracts/api/ops-agents';
import { minorToDecimal } from '@nova/contracts/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea, TextField } from '../../components/field';
import { FormDialog } from '../../components/form-dialog';
import { Button, Card, Facts, Notice, Spinner } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { count, money } from '../../lib/format';
import { useCan, useOperator } from '../../lib/session';
import { AGENTS_KEY } from './agents-shared';
import { moneyToMinor } from './contract-terms';
import './agent-rules.css';

export const AGENT_SETTINGS_KEY = [...AGENTS_KEY, 'settings'] as const;
/** The contract's bound on the grace time: 30 days. */
export const GRACE_MAX_MINUTES = 43_200;
const REASON_MAX = 500;

/** The grace time in days, hours and minutes, the zero parts left out: "1 day 2 hours". */
export function durationText(t: TFunction, minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days > 0 ? t('agents.rules.days', { count: days, n: count(days) }) : null,
    hours > 0 ? t('agents.rules.hours', { count: hours, n: count(hours) }) : null,
    rest > 0 || minutes === 0 ? t('agents.rules.minutes', { count: rest, n: count(rest) }) : null,
  ];
  // A space between the parts in both languages, as the units stand apart from their numbers.
  return parts.filter((part) => part !== null).join(' ');
}

/** The grace time as the card shows it: "1,440 minutes (1 day)"; 0 says there is none. */
export function graceText(t: TFunction, minutes: number): string {
  if (minutes === 0) return t('agents.rules.noGrace');
  const inMinutes = t('agents.rules.minutes', { count: minutes, n: count(minutes) });
  return minutes < 60
    ? inMinutes
    : t('agents.rules.graceWithWords', { minutes: inMinutes, words: durationText(t, minutes) });
}

interface Draft {
  activeMinDeposits: string;
  activeMinValidBets: string;
  overdueGraceMinutes: string;
}
type Field = keyof Draft;
/** Why a field is refused: its message key under `agents.rules.errors`. */
type Issue = 'required' | 'amount' | 'minutes';

function draftOf(settings: AgentSettings, scale: number): Draft {
  return {
    activeMinDeposits: minorToDecimal(BigInt(settings.activeMinDeposits), scale),
    activeMinValidBets: minorToDecimal(BigInt(settings.activeMinValidBets), scale),
    overdueGraceMinutes: String(settings.overdueGraceMinutes),
  };
}

/** Whole minutes from 0 to 30 days, or null. */
function graceMinutes(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,5}$/u.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes <= GRACE_MAX_MINUTES ? minutes : null;
}

/**
 * The typed rules → the contract's settings, or each field's issue. Money is read exactly in the
 * brand's currency into minor units (`moneyToMinor`: parseDecimal, no float): "1,234.56" at
 * scale 2 is "123456".
 */
export function settingsOf(
  draft: Draft,
  scale: number,
):
  | { settings: AgentSettings; issues: null }
  | { settings: null; issues: Partial<Record<Field, Issue>> } {
  const issues: Partial<Record<Field, Issue>> = {};
  const amount = (field: 'activeMinDeposits' | 'activeMinValidBets'): string | null => {
    const text = draft[field].trim();
    const minor = text === '' ? null : moneyToMinor(text, scale);
    if (minor === null) issues[field] = text === '' ? 'required' : 'amount';
    return minor === null ? null : minor.toString();
  };
  const activeMinDeposits = amount('activeMinDeposits');
  const activeMinValidBets = amount('activeMinValidBets');
  const overdueGraceMinutes = graceMinutes(draft.overdueGraceMinutes);
  if (overdueGraceMinutes === null) {
    issues.overdueGraceMinutes = draft.overdueGraceMinutes.trim() === '' ? 'required' : 'minutes';
  }
  if (activeMinDeposits === null || activeMinValidBets === null || overdueGraceMinutes === null) {
    return { settings: null, issues };
  }
  return { settings: { activeMinDeposits, activeMinValidBets, overdueGraceMinutes }, issues: null };
}

/**
 * The brand's agent rules (issue 15), a card of the statements page: who counts as an active
 * member (the thresholds the contracts' tiers count against) and the grace an upline has to pay a
 * statement before it is frozen. Read with agents.read; changed with agents.contracts, with a
 * reason kept in the audit log.
 */
export function AgentRulesCard() {
  const can = useCan();
  if (!can('agents.read')) return null;
  return <RulesCard editable={can('agents.contracts')} />;
}

function RulesCard({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const { currency, currencyScale: scale } = useOperator().brand;
  const query = useQuery({
    queryKey: AGENT_SETTINGS_KEY,
    queryFn: () => callApi(getAgentSettings),
  });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const settings = query.data;
  const amount = (minor: string) => `${money(minor, scale)} ${currency}`;
  return (
    <Card
      className="agent-rules"
      title={t('agents.rules.title')}
      actions={
        editable && settings ? (
          <Button
            size="sm"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            <Settings2 size={15} aria-hidden="true" /> {t('agents.rules.change')}
          </Button>
        ) : null
      }
    >
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        <Notice tone="bad">{errorText(t, query.error)}</Notice>
      ) : (
        <>
          {saved ? (
            <p className="agent-rules-saved" role="status">
              {t('agents.rules.saved')}
            </p>
          ) : null}
          <div className="grid-2 agent-rules-grid">
            <div>
              <h3 className="agent-rules-head">{t('agents.rules.active')}</h3>
              <Facts
                items={[
                  [t('agents.rules.minDeposits'), amount(query.data.activeMinDeposits)],
                  [t('agents.rules.minValidBets'), amount(query.data.activeMinValidBets)],
                ]}
              />
              <p className="muted agent-rules-note">{t('agents.rules.activeExplain')}</p>
            </div>
            <div>
              <h3 className="agent-rules-head">{t('agents.rules.overdue')}</h3>
              <Facts
                items={[[t('agents.rules.grace'), graceText(t, query.data.overdueGraceMinutes)]]}
              />
              <p className="muted agent-rules-note">{t('agents.rules.overdueExplain')}</p>
            </div>
          </div>
        </>
      )}
      {editable && settings && editing ? (
        <RulesDialog
          settings={settings}
          scale={scale}
          currency={currency}
          onClose={() => setEditing(false)}
          onSaved={() => setSaved(true)}
        />
      ) : null}
    </Card>
  );
}

function RulesDialog({
  settings,
  scale,
  currency,
  onClose,
  onSaved,
}: {
  settings: AgentSettings;
  scale: number;
  currency: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings, scale));
  const [reason, setReason] = useState('');
  const [issues, setIssues] = useState<Partial<Record<Field, Issue>>>({});
  const [reasonError, setReasonError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: (body: AgentSettings & { reason: string }) =>
      callApi(updateAgentSettings, { body }),
    onSuccess: (next) => {
      queryClient.setQueryData(AGENT_SETTINGS_KEY, next);
      onSaved();
      onClose();
    },
  });
  const submit = () => {
    mutation.reset();
    const result = settingsOf(draft, scale);
    const trimmed = reason.trim();
    const missingReason = trimmed === '' ? t('form.required') : undefined;
    setIssues(result.issues ?? {});
    setReasonError(missingReason);
    if (!result.settings || missingReason) return;
    mutation.mutate({ ...result.settings, reason: trimmed });
  };
  const change = (field: Field, value: string) => {
    setDraft({ ...draft, [field]: value });
    setIssues({ ...issues, [field]: undefined });
  };
  const message = (field: Field) => {
    const issue = issues[field];
    return issue ? t(`agents.rules.errors.${issue}`, { max: count(GRACE_MAX_MINUTES) }) : undefined;
  };
  const typedGrace = graceMinutes(draft.overdueGraceMinutes);
  return (
    <FormDialog
      open
      title={t('agents.rules.dialogTitle')}
      onClose={onClose}
      onSubmit={submit}
      submit={t('agents.rules.submit')}
      busy={mutation.isPending}
      intro={<p className="dialog-text">{t('agents.rules.dialogIntro')}</p>}
      error={mutation.isError ? errorText(t, mutation.error) : null}
    >
      <div className="grid-2 agent-rules-fields">
        <TextField
          label={t('agents.rules.minDepositsField', { currency })}
          inputMode="decimal"
          autoComplete="off"
          value={draft.activeMinDeposits}
          error={message('activeMinDeposits')}
          onChange={(event) => change('activeMinDeposits', event.target.value)}
        />
        <TextField
          label={t('agents.rules.minValidBetsField', { currency })}
          inputMode="decimal"
          autoComplete="off"
          value={draft.activeMinValidBets}
          error={message('activeMinValidBets')}
          onChange={(event) => change('activeMinValidBets', event.target.value)}
        />
      </div>
      <p className="field-hint agent-rules-field-note">{t('agents.rules.activeExplain')}</p>
      <TextField
        label={t('agents.rules.graceField')}
        inputMode="numeric"
        autoComplete="off"
        value={draft.overdueGraceMinutes}
        error={message('overdueGraceMinutes')}
        hint={
          typedGrace === null
            ? t('agents.rules.graceHint', { max: count(GRACE_MAX_MINUTES) })
            : typedGrace === 0
              ? t('agents.rules.noGrace')
              : t('agents.rules.graceIs', { words: durationText(t, typedGrace) })
        }
        onChange={(event) => change('overdueGraceMinutes', event.target.value)}
      />
      <p className="field-hint agent-rules-field-note">{t('agents.rules.overdueExplain')}</p>
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
