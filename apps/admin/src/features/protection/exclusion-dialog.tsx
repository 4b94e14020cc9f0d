import type { OpsMemberProtection } from '@nova/contracts/api/ops-protection';
import {
  EXCLUSION_KINDS,
  type ExclusionDuration,
  type ExclusionKind,
  SELF_EXCLUSION_DURATIONS,
  TIMEOUT_DURATIONS,
} from '@nova/contracts/api/protection';
import { useMutation } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { SelectField, TextArea } from '../../components/field';
import { FormDialog } from '../../components/form-dialog';
import { Notice } from '../../components/ui';
import { errorText } from '../../lib/api';
import { useAdminForm } from '../../lib/form';
import { dateTime } from '../../lib/format';
import { useOperator } from '../../lib/session';

const DURATIONS: Record<ExclusionKind, readonly ExclusionDuration[]> = {
  TIMEOUT: TIMEOUT_DURATIONS,
  SELF_EXCLUSION: SELF_EXCLUSION_DURATIONS,
};

const HOURS: Partial<Record<ExclusionDuration, number>> = { '24H': 24, '7D': 168, '30D': 720 };
const MONTHS: Partial<Record<ExclusionDuration, number>> = { '6M': 6, '1Y': 12, '5Y': 60 };

/** When an exclusion started now would end, as the server reckons it; null: never. */
export function exclusionEnd(duration: ExclusionDuration, from: Date): Date | null {
  const hours = HOURS[duration];
  if (hours !== undefined) return new Date(from.getTime() + hours * 3_600_000);
  const months = MONTHS[duration];
  if (months === undefined) return null;
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

const ExclusionForm = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  duration: z.enum(['24H', '7D', '30D', '6M', '1Y', '5Y', 'PERMANENT']),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});

export interface ExclusionBody {
  kind: ExclusionKind;
  duration: ExclusionDuration;
  reason: string;
}

/**
 * Record a time-out or a self-exclusion the member asked for (by phone, by e-mail): it starts at
 * once, ends every session of the member, and nobody can shorten or end it. The operator
 * confirms that in so many words before the button does anything.
 */
export function ExclusionDialog({
  open,
  protection,
  onClose,
  onSubmit,
}: {
  open: boolean;
  protection: OpsMemberProtection;
  onClose: () => void;
  onSubmit: (body: ExclusionBody) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  const confirmId = useId();
  const form = useAdminForm(ExclusionForm, { kind: 'TIMEOUT', duration: '24H', reason: '' });
  const [confirmed, setConfirmed] = useState(false);
  const mutation = useMutation({ mutationFn: onSubmit });
  const kind = form.watch('kind');
  const duration = form.watch('duration');
  const end = open ? exclusionEnd(duration, new Date()) : null;
  const active = protection.exclusion;
  const close = () => {
    form.reset();
    mutation.reset();
    setConfirmed(false);
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    mutation.reset();
    mutation.mutate(
      { kind: values.kind, duration: values.duration, reason: values.reason.trim() },
      { onSuccess: close },
    );
  });
  const kindField = form.register('kind', {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value as ExclusionKind;
      form.setValue('duration', DURATIONS[next][0] as ExclusionDuration);
    },
  });
  return (
    <FormDialog
      open={open}
      title={t('protection.exclude.title', { account: protection.account })}
      onClose={close}
      onSubmit={() => void submit()}
      submit={t(`protection.exclude.submit.${kind}`)}
      danger
      disabled={!confirmed}
      busy={mutation.isPending}
      intro={
        <div className="prot-warning" role="note">
          <TriangleAlert size={18} aria-hidden="true" />
          <div>
            <strong>{t('protection.exclude.warningTitle')}</strong>
            <p>{t(`protection.exclude.warning.${kind}`)}</p>
          </div>
        </div>
      }
      error={mutation.isError ? errorText(t, mutation.error) : null}
    >
      {active ? (
        <Notice tone="warn">
          {active.endsAt
            ? t('protection.exclude.alreadyUntil', {
                kind: t(`protection.exclusionKinds.${active.kind}`),
                until: dateTime(active.endsAt, tz),
              })
            : t('protection.exclude.alreadyPermanent')}
        </Notice>
      ) : null}
      <div className="grid-2 prot-dialog-grid">
        <SelectField label={t('protection.exclude.kind')} {...kindField}>
          {EXCLUSION_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`protection.exclusionKinds.${k}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('protection.exclude.duration')} {...form.register('duration')}>
          {DURATIONS[kind].map((d) => (
            <option key={d} value={d}>
              {t(`protection.durations.${d}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="prot-current" data-testid="exclusion-end">
        {end
          ? t('protection.exclude.endsAt', { date: dateTime(end.toISOString(), tz) })
          : t('protection.exclude.endsNever')}
      </p>
      <TextArea
        label={t('protection.exclude.reason')}
        rows={3}
        maxLength={500}
        error={form.message('reason')}
        {...form.register('reason')}
      />
      <label className="prot-confirm" htmlFor={confirmId}>
        <input
          id={confirmId}
          type="checkbox"
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
        />
        <span>{t('protection.exclude.confirm', { account: protection.account })}</span>
      </label>
    </FormDialog>
  );
}
