/**
 * Route guards (STYLE.md "Route guards decide access, not layouts"), as React Router loaders
 * over the TanStack Query cache.
 */
import i18next from 'i18next';
import { redirect, replace } from 'react-router';
import { openModal } from '../features/modals/use-modals';
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

/** /member: logged out -> login modal and home; trial -> real-account warning (spec §4, §6). */
export async function memberGuard() {
  const info = await member();
  if (!info) {
    openModal('login');
    return redirect('/');
  }
  if (info.isTrial) {
    openModal('notice', {
      tone: 'warning',
      message: i18next.t('session:trial.needRealAccount'),
    });
    return redirect('/');
  }
  return null;
}

/** /agentHome: non-agents go to the agent landing page (spec §2). */
export async function agentGuard() {
  const info = await member();
  return info?.isAgent ? null : redirect('/agent');
}

/** Lottery screens need a session, otherwise the visitor is sent to /login (spec §2). */
export async function lotteryGuard() {
  return (await member()) ? null : redirect('/login');
}
