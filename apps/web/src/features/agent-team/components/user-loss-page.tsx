import { useUserLoss } from '../api/team-queries';
import { MemberFiguresPage } from './member-figures-page';

/**
 * User loss (spec §2 agent menu): team members by their net result in a range, biggest loss
 * first; the result is the member's side (negative: the member lost).
 */
export function UserLossPage() {
  return (
    <MemberFiguresPage
      name="userLoss"
      useFigures={useUserLoss}
      figures={['deposits', 'withdrawals', 'bets', 'wins', 'bonuses', 'rebates', 'netWinLoss']}
      totals={['deposits', 'withdrawals', 'bets', 'wins', 'bonuses', 'rebates', 'netWinLoss']}
    />
  );
}
