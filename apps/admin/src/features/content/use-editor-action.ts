import type { ContentStatus } from '@nova/contracts/api/ops-content';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api';
import { CONTENT_KEY } from './content-shared';

export type EditorBusy = 'save' | 'publish' | 'unpublish';

const DONE: Record<EditorBusy, string> = {
  save: 'content.savedDone',
  publish: 'content.publishedDone',
  unpublish: 'content.unpublishedDone',
};

/** What an editor edits: an announcement or a banner, as the server returns it. */
interface Item {
  code: string;
  status: ContentStatus;
}

/**
 * The state an announcement or banner editor shares: the item as last saved, the action running
 * (`busy`), its outcome (`done` or `failure`), and the close that asks first when there are
 * unsaved changes. `run` does one action: it clears the last outcome, marks the button busy,
 * then keeps what the server returned, says it is done and refreshes the list; a failure is
 * shown (and handed to `onError`, to mark the fields the server named).
 */
export function useEditorAction<T extends Item>({
  initial,
  list,
  unpublish,
  dirty,
  canWrite,
  onClose,
}: {
  initial: T | null;
  /** The list the tab shows, refreshed after each change. */
  list: 'announcements' | 'banners';
  unpublish: (code: string) => Promise<T>;
  dirty: boolean;
  canWrite: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<T | null>(initial);
  const [busy, setBusy] = useState<EditorBusy | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);

  const clear = () => {
    setFailure(null);
    setDone(null);
  };

  /** `action` returns the item after it, or null when it stopped short (nothing done). */
  async function run(
    kind: EditorBusy,
    action: () => Promise<T | null>,
    onError?: (error: unknown) => void,
  ): Promise<void> {
    clear();
    setBusy(kind);
    try {
      const after = await action();
      if (!after) return;
      setCurrent(after);
      setDone(t(DONE[kind]));
      await queryClient.invalidateQueries({ queryKey: [...CONTENT_KEY, list] });
    } catch (error) {
      setFailure(errorText(t, error));
      onError?.(error);
    } finally {
      setBusy(null);
    }
  }

  return {
    canWrite,
    current,
    setCurrent,
    busy,
    failure,
    done,
    /** Shows a failure found before anything is sent. */
    fail: setFailure,
    clear,
    run,
    unpublish: () => {
      if (current) void run('unpublish', () => unpublish(current.code));
    },
    confirmClose,
    /** Back from "discard changes?" to the editor. */
    keepEditing: () => setConfirmClose(false),
    /** Closes, or first asks when there are unsaved changes. */
    requestClose: () => {
      if (canWrite && dirty && !confirmClose) setConfirmClose(true);
      else onClose();
    },
    onClose,
  };
}

export type EditorAction<T extends Item> = ReturnType<typeof useEditorAction<T>>;
