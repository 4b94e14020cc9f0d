import { useState } from 'react';
import { useDateRange } from '../../records/hooks/use-date-range';

/**
 * The filters most team pages share (spec §2 "Agent center pages"): a date range (default the
 * last 7 brand days, today included), the page number and one team member's account. Changing
 * any filter goes back to page 1.
 */
export function useTeamFilters() {
  const [pageNo, setPageNo] = useState(1);
  const [account, setAccountState] = useState('');
  const dates = useDateRange(() => setPageNo(1));

  function setAccount(next: string) {
    setAccountState(next.trim());
    setPageNo(1);
  }

  return {
    pageNo,
    setPageNo,
    dates,
    enabled: dates.problem === null,
    /** The applied account filter ('' = everyone). */
    account,
    setAccount,
  };
}

export type TeamFilters = ReturnType<typeof useTeamFilters>;
