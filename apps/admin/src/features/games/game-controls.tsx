import {
  OPS_GAMES_LIMITS,
  type OpsGame,
  opsUpdateGame,
  type UpdateGame,
} from '@nova/contracts/api/ops-games';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorText } from '../../lib/api';
import type { KeysetPage } from '../../lib/use-keyset';
import { GAMES_KEY } from './games-shared';

type Field = keyof UpdateGame;

/**
 * Saving a game's flags and order from its row: each change is its own call, the row shows the
 * server's answer (a refused change leaves the row as it was, with the reason above the table).
 */
export function useGameUpdate(listKey: readonly unknown[]) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const mark = (token: string, on: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(token);
      else next.delete(token);
      return next;
    });

  async function save(game: OpsGame, change: UpdateGame): Promise<boolean> {
    const tokens = Object.keys(change).map((field) => `${game.id}:${field}`);
    for (const token of tokens) mark(token, true);
    setError(null);
    try {
      const saved = await callApi(opsUpdateGame, { params: { id: game.id }, body: change });
      queryClient.setQueryData<InfiniteData<KeysetPage<OpsGame, string>>>(listKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === saved.id ? saved : item)),
              })),
            }
          : data,
      );
      // The vendors' enabled-game counts are read again when next shown.
      void queryClient.invalidateQueries({ queryKey: [...GAMES_KEY, 'vendors'] });
      return true;
    } catch (failure) {
      setError(t('games.saveFailed', { name: game.name, reason: errorText(t, failure) }));
      return false;
    } finally {
      for (const token of tokens) mark(token, false);
    }
  }

  return {
    save,
    busy: (id: number, field: Field) => pending.has(`${id}:${field}`),
    error,
  };
}

/** An on/off switch (a button with role switch: Space or Enter flips it). */
export function FlagSwitch({
  checked,
  label,
  busy,
  onChange,
}: {
  checked: boolean;
  label: string;
  busy: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      // Not `disabled` while saving: the switch keeps the keyboard focus.
      className={`games-switch${checked ? ' games-switch-on' : ''}`}
      onClick={() => {
        if (!busy) onChange(!checked);
      }}
    >
      <span className="games-switch-thumb" aria-hidden="true" />
    </button>
  );
}

/**
 * A game's place in its vendor's list: saved on Enter or when the field is left, if changed and
 * valid; Escape puts the saved value back.
 */
export function SortInput({
  value,
  label,
  busy,
  onSave,
}: {
  value: number;
  label: string;
  busy: boolean;
  onSave: (sort: number) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const valid = /^\d{1,7}$/.test(draft) && Number(draft) <= OPS_GAMES_LIMITS.sortMax;
  const commit = async () => {
    if (!valid || Number(draft) === value) return;
    if (!(await onSave(Number(draft)))) setDraft(String(value));
  };
  return (
    <input
      className="input input-sm games-sort"
      type="number"
      inputMode="numeric"
      min={0}
      max={OPS_GAMES_LIMITS.sortMax}
      step={1}
      value={draft}
      aria-label={label}
      aria-invalid={valid ? undefined : true}
      aria-busy={busy || undefined}
      readOnly={busy}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void commit();
        } else if (event.key === 'Escape') {
          setDraft(String(value));
        }
      }}
    />
  );
}
