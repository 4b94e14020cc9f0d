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

/**
 * Account links, on any page: `?referralCode=` is kept for the registration (spec §2), and a
 * reset mail's `?resetTicket=` opens the forgot-password modal at "set a new password". The
 * ticket is removed from the address at once (a replace, so it stays in no history entry and
 * no later Referer); decision 004: a URL carries only a single-use, short-lived ticket.
 */
export function AccountLinksOnArrival() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    storeReferralCode(params.get(REFERRAL_PARAM));
    const ticket = params.get(RESET_TICKET_PARAM);
    if (ticket === null) return;
    params.delete(RESET_TICKET_PARAM);
    const rest = params.toString();
    void navigate(
      { pathname, search: rest ? `?${rest}` : '', hash },
      { replace: true, preventScrollReset: true },
    );
    if (ticket) openModal('forgotPassword', { ticket });
  }, [pathname, search, hash, navigate]);
  return null;
}
