/**
 * Route guards (STYLE.md "Route guards decide access, not layouts"), as React Router loaders
 * over the TanStack Query cache.
 */
import { redirect, replace } from 'react-router';
import { openModal } from '../features/modals/use-modals';
import { showTrialWarning } from '../features/security/hooks/use-trial-warning';
import { memberInfoQuery } from '../features/session/api/use-member-info';
import { queryClient } from '../lib/query-client';

function member() {
  return queryClient.ensureQueryData(memberInfoQuery);
}

/** /login: home with the login modal open; the address goes back to / (spec §2). */
export function loginLoader() {
  openModal('login');
  return replace('/');
}

/**
 * /member and its account panels: logged out -> login modal and home; a trial account -> home
 * with the real-account warning (spec §4 "Protected action", §6 "Trial user"; SECURITY.md 16).
 */
export async function memberGuard() {
  const info = await member();
  if (!info) {
    openModal('login');
    return redirect('/');
  }
  if (info.isTrial) {
    showTrialWarning();
    return redirect('/');
  }
  return null;
}

/** /agentHome: non-agents go to the agent landing page (spec §2). */
export async function agentGuard() {
  const info = await member();
  return info?.isAgent ? null : redirect('/agent');
}

/**
 * Lottery screens need a session, otherwise the visitor is sent to /login (spec §2); they are
 * games, so a trial account is refused like any game launch (spec §4 "Game launch").
 */
export async function lotteryGuard() {
  const info = await member();
  if (!info) return redirect('/login');
  if (info.isTrial) {
    showTrialWarning();
    return redirect('/');
  }
  return null;
}
