import {
  OPS_GAMES_LIMITS,
  type OpsGameVendor,
  opsClearVendorMaintenance,
  opsScheduleVendorMaintenance,
  VendorMaintenanceSchema,
} from '@nova/contracts/api/ops-games';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { TextArea, TextField } from '../../components/field';
import { FormDialog } from '../../components/form-dialog';
import { callApi, errorText, isApiError } from '../../lib/api';
import { useAdminForm } from '../../lib/form';
import { useOperator } from '../../lib/session';
import { isoToZoned, shortDateTime, zonedToIso } from '../../lib/zoned-time';
import { GAMES_KEY } from './games-shared';

const FIVE_MINUTES = 5 * 60_000;

/** The next five-minute mark, and an hour later: a window an operator usually means. */
function defaultWindow(): [number, number] {
  const start = Math.ceil(Date.now() / FIVE_MINUTES) * FIVE_MINUTES;
  return [start, start + 12 * FIVE_MINUTES];
}

const WindowForm = z.object({
  startsAt: z.string().check(z.minLength(1)),
  endsAt: z.string().check(z.minLength(1)),
  note: z.string().check(z.maxLength(OPS_GAMES_LIMITS.noteMax)),
});
type Values = z.infer<typeof WindowForm>;
/** An error set by hand, whose message is already translated. */
const TEXT = 'text';

/**
 * Schedule (or move) a vendor's maintenance window, on the brand's clock. Launches of the
 * vendor's games are refused from the start until the end; a new window replaces the old one.
 */
export function MaintenanceDialog({
  vendor,
  onClose,
  onDone,
}: {
  vendor: OpsGameVendor;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  const queryClient = useQueryClient();
  const m = vendor.maintenance;
  const [defaultStart, defaultEnd] = defaultWindow();
  const form = useAdminForm(WindowForm, {
    startsAt: isoToZoned(
      new Date(m?.startsAt ? Date.parse(m.startsAt) : defaultStart).toISOString(),
      tz,
    ),
    endsAt: isoToZoned(new Date(m?.endsAt ? Date.parse(m.endsAt) : defaultEnd).toISOString(), tz),
    note: m?.note ?? '',
  });
  const errorOf = (name: keyof Values) => {
    const error = form.formState.errors[name];
    return error?.type === TEXT ? error.message : form.message(name);
  };
  const fail = (name: keyof Values, key: string) =>
    form.setError(name, { type: TEXT, message: t(key) });

  const save = useMutation({
    mutationFn: (body: { startsAt: string; endsAt: string; note: string | null }) =>
      callApi(opsScheduleVendorMaintenance, { params: { code: vendor.code }, body }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: GAMES_KEY });
      const window = saved.maintenance;
      onDone(
        t('games.scheduled', {
          name: saved.name,
          start: window?.startsAt ? shortDateTime(window.startsAt, tz) : '',
          end: window?.endsAt ? shortDateTime(window.endsAt, tz) : '',
        }),
      );
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.details.some((d) => d.path === 'body.endsAt' && d.issue === 'past')) {
        fail('endsAt', 'games.errors.past');
      }
    },
  });

  const submit = form.handleSubmit((values) => {
    const startsAt = zonedToIso(values.startsAt, tz);
    const endsAt = zonedToIso(values.endsAt, tz);
    if (!startsAt) form.setError('startsAt', { type: 'invalid' });
    if (!endsAt) form.setError('endsAt', { type: 'invalid' });
    if (!startsAt || !endsAt) return;
    if (Date.parse(endsAt) <= Date.parse(startsAt))
      return fail('endsAt', 'games.errors.endAfterStart');
    if (Date.parse(endsAt) <= Date.now()) return fail('endsAt', 'games.errors.past');
    const body = { startsAt, endsAt, note: values.note.trim() || null };
    // The request as the server checks it (the contract's schema).
    if (!VendorMaintenanceSchema.safeParse(body).success) return fail('endsAt', 'form.invalid');
    save.mutate(body);
  });

  const shownByField = isApiError(save.error) && form.formState.errors.endsAt?.type === TEXT;
  return (
    <FormDialog
      open
      title={t('games.scheduleTitle', { name: vendor.name })}
      submit={t('games.scheduleSubmit')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={save.isPending}
      error={save.isError && !shownByField ? errorText(t, save.error) : null}
      intro={<p className="dialog-text">{t('games.scheduleIntro', { code: vendor.code })}</p>}
    >
      <div className="grid-2">
        <TextField
          label={t('games.startsAt')}
          type="datetime-local"
          error={errorOf('startsAt')}
          required
          {...form.register('startsAt')}
        />
        <TextField
          label={t('games.endsAt')}
          type="datetime-local"
          error={errorOf('endsAt')}
          required
          {...form.register('endsAt')}
        />
      </div>
      <p className="field-hint games-zone">{t('games.timeZone', { zone: tz })}</p>
      <TextArea
        label={t('games.note')}
        hint={t('games.noteHint')}
        rows={2}
        maxLength={OPS_GAMES_LIMITS.noteMax}
        error={errorOf('note')}
        {...form.register('note')}
      />
    </FormDialog>
  );
}

/** End the maintenance now, or cancel a window ahead: the vendor's games open at once. */
export function ClearMaintenanceDialog({
  vendor,
  onClose,
  onDone,
}: {
  vendor: OpsGameVendor;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ahead = vendor.status === 'SCHEDULED';
  const clear = useMutation({
    mutationFn: () => callApi(opsClearVendorMaintenance, { params: { code: vendor.code } }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: GAMES_KEY });
      onDone(t(ahead ? 'games.cancelled' : 'games.ended', { name: saved.name }));
    },
  });
  return (
    <FormDialog
      open
      title={t(ahead ? 'games.cancelTitle' : 'games.endTitle', { name: vendor.name })}
      submit={t(ahead ? 'games.cancelSubmit' : 'games.endSubmit')}
      onClose={onClose}
      onSubmit={() => clear.mutate()}
      busy={clear.isPending}
      error={clear.isError ? errorText(t, clear.error) : null}
    >
      <p className="dialog-text">{t(ahead ? 'games.cancelIntro' : 'games.endIntro')}</p>
    </FormDialog>
  );
}
