import type { GameVendorStatus, OpsGameVendor } from '@nova/contracts/api/ops-games';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui';
import i18n from '../../lib/i18n';
import { shortDateTime } from '../../lib/zoned-time';
import './games.css';

/** Query keys of this screen; every write invalidates `GAMES_KEY`. */
export const GAMES_KEY = ['ops', 'games'] as const;
/** What the screen's controls need; reading is games.read. */
export const MANAGE = 'games.manage';
/** A column a phone-width screen leaves out, so the status and the controls stay in view. */
export const NARROW_HIDDEN = 'games-wide-only';

const STATUS_TONE: Record<GameVendorStatus, 'good' | 'info' | 'bad' | 'neutral'> = {
  LIVE: 'good',
  SCHEDULED: 'info',
  MAINTENANCE: 'bad',
  INACTIVE: 'neutral',
};

export function VendorStatusBadge({ status }: { status: GameVendorStatus }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONE[status]}>{t(`games.statuses.${status}`)}</Badge>;
}

/** A game category's name in the operator's language; an unknown code as it is. */
export function categoryName(code: string): string {
  return i18n.t(`games.categories.${code}`, { defaultValue: code });
}

/** The vendor's current or next maintenance, in two short lines, or a dash. */
export function MaintenanceWindow({
  vendor,
  timeZone,
}: {
  vendor: OpsGameVendor;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const m = vendor.maintenance;
  if (!m) return <span className="muted">—</span>;
  return (
    <span className="games-window">
      {m.startsAt && m.endsAt ? (
        <>
          <span>{shortDateTime(m.startsAt, timeZone)}</span>
          <span className="muted">
            {'→ '}
            {shortDateTime(m.endsAt, timeZone)}
          </span>
        </>
      ) : (
        <span>{t('games.untilCleared')}</span>
      )}
      {m.note ? <span className="games-note">{m.note}</span> : null}
    </span>
  );
}
