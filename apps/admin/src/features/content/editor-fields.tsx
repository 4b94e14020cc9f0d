import { CONTENT_LIMITS } from '@nova/contracts/api/ops-content';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/field';

/** A registered field of the editor's form with its translated error (see fieldError). */
type Registered = UseFormRegisterReturn & { error: string | undefined };

/** The fields an announcement and a banner have alike. */

/** The code of a new one (fixed once saved). */
export function CodeField(field: Registered) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('content.code')}
      className="input mono"
      autoComplete="off"
      spellCheck={false}
      maxLength={CONTENT_LIMITS.codeMax}
      hint={t('content.codeHint')}
      autoFocus
      {...field}
    />
  );
}

export function SortField(field: Registered) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('content.sort')}
      type="number"
      inputMode="numeric"
      min={0}
      max={1_000_000}
      step={1}
      hint={t('content.sortHint')}
      {...field}
    />
  );
}

/** When it shows, on the brand's clock (`tz`); either end may be left open. */
export function WindowFields({
  tz,
  startsAt,
  endsAt,
}: {
  tz: string;
  startsAt: Registered;
  endsAt: Registered;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('content.startsAt')}
        type="datetime-local"
        hint={t('content.startsHint', { tz })}
        {...startsAt}
      />
      <TextField
        label={t('content.endsAt')}
        type="datetime-local"
        hint={t('content.endsHint')}
        {...endsAt}
      />
    </>
  );
}
