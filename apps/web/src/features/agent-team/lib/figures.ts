/**
 * How a team figure is shown (contracts agent-team.ts): counts are whole numbers; results (the
 * team's net win/loss, the house's gross and net revenue, an agent's net income) are signed and
 * coloured; every other figure is a plain amount in minor units.
 */
const COUNT_FIGURES: ReadonlySet<string> = new Set([
  'betCount',
  'teamSize',
  'directCount',
  'newMembers',
  'activeMembers',
]);

const RESULT_FIGURES: ReadonlySet<string> = new Set([
  'netWinLoss',
  'grossRevenue',
  'netRevenue',
  'net',
]);

export function isCountFigure(figure: string): boolean {
  return COUNT_FIGURES.has(figure);
}

export function isResultFigure(figure: string): boolean {
  return RESULT_FIGURES.has(figure);
}
