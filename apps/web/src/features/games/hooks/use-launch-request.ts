import { type LaunchGameResult, launchGame, startGameV2 } from '@nova/contracts/api/game-launch';
import { GAME_CATEGORIES, type GameCategory } from '@nova/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { callApi, isApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import type { LaunchTarget } from '../lib/launch-decision';

const VASSALAGE = /^[A-Z0-9_]{1,32}$/u;

/** The game /seamless was asked for, or null when the address is not a launch. */
export function useSeamlessTarget(): { target: LaunchTarget | null; trial: boolean } {
  const [params] = useSearchParams();
  const search = params.toString();
  return useMemo(() => readTarget(new URLSearchParams(search)), [search]);
}

function readTarget(params: URLSearchParams): { target: LaunchTarget | null; trial: boolean } {
  const vassalage = params.get('vassalage') ?? '';
  const gameType = params.get('gameType') ?? (vassalage === 'INHOUSE' ? 'RNG' : '');
  const gameCode = params.get('gameCode') ?? undefined;
  const trial = params.get('trial') === '1';
  if (!VASSALAGE.test(vassalage) || !(GAME_CATEGORIES as readonly string[]).includes(gameType)) {
    return { target: null, trial };
  }
  return {
    target: { vassalage, gameType: gameType as GameCategory, gameCode, isGame: 'GAME' },
    trial,
  };
}

function device(): 'DESKTOP' | 'MOBILE' {
  return window.matchMedia?.('(max-width: 768px)').matches ? 'MOBILE' : 'DESKTOP';
}

export type LaunchState =
  | { status: 'idle' | 'pending' }
  | { status: 'ready'; result: LaunchGameResult }
  | { status: 'error'; code: string; error?: unknown };

/**
 * Asks the server for the launch (spec §7 launchGame, or startGameV2 for a free trial) once per
 * game; `request` asks again (a retry: the page shows the loading state), `refresh` asks for a
 * fresh single-use ticket while the current screen stays (a new window of a WINDOW game).
 */
export function useLaunchRequest(target: LaunchTarget | null, trial: boolean, enabled: boolean) {
  const { code: language } = useLanguage();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LaunchState>({ status: 'idle' });
  const started = useRef<string | null>(null);
  const key = target
    ? `${target.vassalage}|${target.gameCode ?? ''}|${target.gameType}|${trial}`
    : '';

  const launch = useCallback(
    async (keepScreen: boolean): Promise<LaunchGameResult | null> => {
      if (!target) return null;
      if (!keepScreen) setState({ status: 'pending' });
      try {
        const body = {
          vassalage: target.vassalage,
          gameCode: target.gameCode,
          gameType: target.gameType,
          language,
          device: device(),
        };
        const result = await callApi(trial ? startGameV2 : launchGame, { body });
        setState({ status: 'ready', result });
        // A real launch is now the member's most recent game (spec §2 /recent).
        if (!trial) void queryClient.invalidateQueries({ queryKey: queryKeys.games.recent });
        return result;
      } catch (error) {
        setState({ status: 'error', code: isApiError(error) ? error.code : 'INTERNAL', error });
        return null;
      }
    },
    [target, trial, language, queryClient],
  );
  const request = useCallback(() => launch(false), [launch]);
  const refresh = useCallback(() => launch(true), [launch]);

  useEffect(() => {
    // One launch per game, also under StrictMode's double effects: tickets are single-use.
    if (!enabled || !key || started.current === key) return;
    started.current = key;
    void request();
  }, [enabled, key, request]);

  return { state, request, refresh };
}
