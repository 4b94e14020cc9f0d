import { useAnnouncements } from '../../content/api/use-announcements';
import { usePopupListLaunch } from '../hooks/use-popup-list-launch';

/** Behaviour only: opens the PU popup list once per session from home (spec §4 "Popups"). */
export function PopupListLauncher() {
  usePopupListLaunch(useAnnouncements().popup.length);
  return null;
}
