import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsolidatedFunds } from '../../funds/hooks/use-consolidated-funds';
import { useSession } from '../../session/hooks/use-session';
import { processQuery } from '../api/contracts-queries';
import { kindsWaiting, offersToShow, putOffLater, readLater } from '../lib/popup';
import { OfferPopupDialog } from './offer-popup-dialog';

/**
 * The contract popup at login (spec §6 Member "a contract popup", §7 dividend, daily, hourly
 * and real-time process calls): for a logged-in agent, each kind whose consolidated flag says an
 * offer waits ('2') is asked through its process call; waiting offers show one after another
 * with their terms, who offers them, and sign, refuse or later. "Later" puts the shown offers
 * off for this session (session storage; spec §4 "Popups").
 */
export function ContractPopup() {
  const { member, isAgent, isTrial } = useSession();
  const agent = member !== null && isAgent && !isTrial && !member.mustChangePassword;
  const { data: flags } = useConsolidatedFunds();
  const kinds = agent ? kindsWaiting(flags) : [];
  const answers = useQueries({ queries: kinds.map((kind) => processQuery(kind)) });
  const [later, setLater] = useState(readLater);
  const offers = offersToShow(
    answers.map((answer) => answer.data?.pending),
    later,
  );
  const offer = offers[0];
  if (!offer) return null;
  const signed = answers.find((answer) => answer.data?.pending?.id === offer.id)?.data?.signed;

  return (
    <OfferPopupDialog
      key={offer.id}
      offer={offer}
      signed={signed ?? null}
      position={{ index: 1, total: offers.length }}
      onLater={() => {
        putOffLater(offers.map((shown) => shown.id));
        setLater(readLater());
      }}
    />
  );
}
