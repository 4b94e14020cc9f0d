/**
 * Bet slips of the sports, esports and cockfight pages, in memory (ctx.slips; a sandbox restart
 * forgets them; a TRANSFER bet then stays OPEN in the feed). A slip settles by itself 20–60 s
 * after it was placed, or at once with the page's "settle now" button, whichever comes first.
 * A seamless slip whose win (or end-round) the merchant has not answered yet is SETTLING until
 * the settlement queue gets its answer (WON/LOST), or REFUSED if the merchant refused it.
 */
export interface Slip {
  betId: string;
  pageId: string;
  /** The page's launch (merchant, vendor): the settlement queue's key. */
  merchant: string;
  vendor: string;
  selectionId: string;
  label: string;
  odds: string;
  probabilityBps: number;
  stake: bigint;
  gameCode: string;
  status: 'OPEN' | 'SETTLING' | 'WON' | 'LOST' | 'REFUSED';
  payout: bigint;
  /** Epoch ms the slip was placed (it is pruned once its page session is surely over). */
  placedAt: number;
}
