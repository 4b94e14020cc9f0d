import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { openModal } from '../features/modals/use-modals';

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
      const referralCode = new URLSearchParams(search).get('referralCode') ?? undefined;
      openModal('register', referralCode ? { referralCode } : {});
    }
  }, [name, hash, search]);
  return null;
}
