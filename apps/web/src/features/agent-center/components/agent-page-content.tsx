import { type ComponentType, lazy, Suspense } from 'react';
import { Spinner } from '../../../components/spinner';
import type { AgentPage } from './agent-pages';

/**
 * The built agent-center pages, each its own chunk (decision 005), like the member center's.
 * personalHistoryCopy is the agent's own betting records: the member page, same endpoint
 * (issue 5 "Records"; spec §2 agent center pages).
 */
const PAGES: Partial<Record<AgentPage, ComponentType>> = {
  personalHistoryCopy: lazy(() =>
    import('../../records/components/betting-records-page').then((m) => ({
      default: m.BettingRecordsPage,
    })),
  ),
};

/** The page's component, or null while its issue has not come (the frame says "coming soon"). */
export function agentPageComponent(page: AgentPage): ComponentType | null {
  return PAGES[page] ?? null;
}

export function AgentPageContent({ Page }: { Page: ComponentType }) {
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}
