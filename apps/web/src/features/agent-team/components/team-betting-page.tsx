import { useTeamBetting } from '../api/team-queries';
import { MemberFiguresPage } from './member-figures-page';

/** Team betting (spec §2 agent menu): each team member's play in a range, most staked first. */
export function TeamBettingPage() {
  return (
    <MemberFiguresPage
      name="betting"
      useFigures={useTeamBetting}
      figures={['betCount', 'bets', 'validBets', 'wins', 'netWinLoss']}
      totals={['betCount', 'bets', 'validBets', 'wins', 'netWinLoss']}
    />
  );
}
