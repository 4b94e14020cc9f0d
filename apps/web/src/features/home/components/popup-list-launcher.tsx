import { noteRenderedChunk, registerChunk } from '../../../lib/lazy-chunk';
import { useAnnouncements } from '../../content/api/use-announcements';
import { usePopupListLaunch } from '../hooks/use-popup-list-launch';

/** The popup list's chunk (the modal registry's `popupList`), named as lazy-chunk names them. */
const POPUP_LIST_CHUNK = 'src/features/home/components/popup-list-modal.tsx';
registerChunk(POPUP_LIST_CHUNK, () => import('./popup-list-modal'));

/** Behaviour only: opens the PU popup list once per session from home (spec §4 "Popups"). */
export function PopupListLauncher() {
  const count = useAnnouncements().popup.length;
  // The list opens right after hydration. Counted as part of the server's render, its CSS comes
  // inlined with the page and its modules load before hydration: a stylesheet added once the
  // page is up restyles the whole document (decision 035, session 23).
  if (count > 0) noteRenderedChunk(POPUP_LIST_CHUNK);
  usePopupListLaunch(count);
  return null;
}
