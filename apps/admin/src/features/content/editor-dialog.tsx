import type { ContentStatus } from '@nova/contracts/api/ops-content';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { Button, Notice } from '../../components/ui';
import { ContentStatusBadge, DiscardFooter, isPublished } from './content-shared';
import type { EditorAction } from './use-editor-action';

/**
 * The frame of an announcement or banner editor: a wide dialog whose footer publishes (or
 * withdraws) and saves, or asks before unsaved changes are thrown away; above the fields, the
 * outcome of the last action, a read-only notice, and a warning while the item is live.
 * Enter in a field and Ctrl/⌘+S save.
 */
export function EditorDialog<T extends { code: string; status: ContentStatus }>({
  editor,
  title,
  onSave,
  note,
  actions = true,
  placeholder,
  children,
}: {
  editor: EditorAction<T>;
  /** Beside it, once saved, the item's status. */
  title: string;
  onSave: (publish: boolean) => void;
  /** Left of the footer's buttons (when it was published). */
  note?: ReactNode;
  /** The footer's buttons are offered (false while the item loads). */
  actions?: boolean;
  /** Shown instead of the form (the item is loading or could not be read). */
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { canWrite, current, busy, failure, done } = editor;
  const footer = editor.confirmClose ? (
    <DiscardFooter onKeep={editor.keepEditing} onDiscard={editor.onClose} />
  ) : canWrite || note ? (
    <>
      {note}
      {canWrite && actions ? (
        <>
          {current && isPublished(current.status) ? (
            <Button busy={busy === 'unpublish'} disabled={busy !== null} onClick={editor.unpublish}>
              {t('content.unpublish')}
            </Button>
          ) : (
            <Button busy={busy === 'publish'} disabled={busy !== null} onClick={() => onSave(true)}>
              {t('content.publish')}
            </Button>
          )}
          <Button
            variant="primary"
            busy={busy === 'save'}
            disabled={busy !== null}
            onClick={() => onSave(false)}
          >
            {t('common.save')}
          </Button>
        </>
      ) : null}
    </>
  ) : undefined;

  return (
    <Dialog
      open
      title={
        current ? (
          <span className="title-with-badges">
            {title}
            <ContentStatusBadge status={current.status} />
          </span>
        ) : (
          title
        )
      }
      onClose={editor.requestClose}
      footer={footer}
      wide
    >
      {placeholder ?? (
        <form
          className="content-editor"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (canWrite) onSave(false);
          }}
          onKeyDown={(event) => {
            if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
              event.preventDefault();
              if (canWrite && busy === null) onSave(false);
            }
          }}
        >
          {failure ? <Notice tone="bad">{failure}</Notice> : null}
          {done ? <Notice tone="good">{done}</Notice> : null}
          {!canWrite ? <Notice tone="info">{t('content.readOnly')}</Notice> : null}
          {canWrite && !done && current?.status === 'LIVE' ? (
            <Notice tone="warn">{t('content.liveWarning')}</Notice>
          ) : null}
          {children}
        </form>
      )}
    </Dialog>
  );
}
