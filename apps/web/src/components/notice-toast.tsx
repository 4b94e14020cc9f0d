import { useNotice } from './notice';
import { Toast } from './toast';

const NOTICE_MS = 5000;

/** The site's notice (components/notice.ts) at the bottom of the screen, gone after a few seconds. */
export function NoticeToast() {
  const notice = useNotice((state) => state.notice);
  const dismiss = useNotice((state) => state.dismiss);
  return (
    <Toast toast={notice} dismiss={dismiss} ms={NOTICE_MS} icon="alert" testId="notice-toast" />
  );
}
