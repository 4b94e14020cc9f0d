import { SOCIAL_ERROR_PARAM } from '@nova/contracts/api/oauth';
import { isErrorCode } from '@nova/contracts/errors';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openModal } from '../features/modals/use-modals';
import { readReferralCode, storeReferralCode } from '../features/session/lib/referral-code';

/**
 * /register and /help show home with their modal open (spec §2); /help#term opens the help
 * modal at that section, /register?referralCode=… carries the code into the form.
 */
export function OpenModalOnArrival({ name }: { name: 'register' | 'help' }) {
  const { hash, search } = useLocation();
  useEffect(() => {
    if (name === 'help') {
      const section = decodeURIComponent(hash.replace(/^#/, ''));
      openModal('help', section ? { section } : {});
    } else {
      storeReferralCode(new URLSearchParams(search).get('referralCode'));
      const referralCode = readReferralCode() ?? undefined;
      openModal('register', referralCode ? { referralCode } : {});
    }
  }, [name, hash, search]);
  return null;
}

export const RESET_TICKET_PARAM = 'resetTicket';
const REFERRAL_PARAM = 'referralCode';
/** Where /agent finds a one-click login's error once it is out of the address. */
export const SOCIAL_ERROR_STATE = 'socialError';
/** The page a non-agent's one-click login in the agent area returns to (decision 010). */
const AGENT_LANDING_PATH = '/agent';

/**
 * Account links, on any page: `?referralCode=` is kept for the registration (spec §2), and a
 * reset mail's `?resetTicket=` opens the forgot-password modal at "set a new password". A
 * failed one-click login comes back with `?socialError=CODE` (decision 010): the login modal
 * opens with that message, or on /agent the agent card shows it. The ticket and the error are
 * removed from the address at once (a replace, so they stay in no history entry and no later
 * Referer, and a reload does not repeat them); decision 004: a URL carries only a single-use,
 * short-lived ticket.
 */
export function AccountLinksOnArrival() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    storeReferralCode(params.get(REFERRAL_PARAM));
    const ticket = params.get(RESET_TICKET_PARAM);
    const socialError = params.get(SOCIAL_ERROR_PARAM);
    if (ticket === null && socialError === null) return;
    params.delete(RESET_TICKET_PARAM);
    params.delete(SOCIAL_ERROR_PARAM);
    const rest = params.toString();
    // Only a known code is shown: the link cannot make the site say anything else.
    const code = isErrorCode(socialError) ? socialError : null;
    const onAgentLanding = pathname === AGENT_LANDING_PATH;
    void navigate(
      { pathname, search: rest ? `?${rest}` : '', hash },
      {
        replace: true,
        preventScrollReset: true,
        ...(code && onAgentLanding ? { state: { [SOCIAL_ERROR_STATE]: code } } : {}),
      },
    );
    if (ticket) openModal('forgotPassword', { ticket });
    else if (code && !onAgentLanding) openModal('login', { socialError: code });
  }, [pathname, search, hash, navigate]);
  return null;
}
