import type { HelpPage } from '@nova/contracts/api/help-center';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { RichText } from '../../../components/rich-text';
import { Spinner } from '../../../components/spinner';
import { useHelpCenter } from '../api/use-help-center';
import { initialHelpKey } from '../lib/select-help-page';
import styles from './help-center.module.css';

/** Pages usually open with their own heading; only the others get the topic title on top. */
const STARTS_WITH_HEADING = /^\s*<h[1-3][\s>]/i;

export interface HelpCenterProps {
  /** A help page key (spec §2 "/help (optional #term)"). */
  section?: string;
  /** Called before a same-site link in a page routes inside the app. */
  onNavigate?: () => void;
}

/** Help topics on the left (a strip on phones), the chosen page's sanitised HTML beside. */
export function HelpCenter({ section, onNavigate }: HelpCenterProps) {
  const { t } = useTranslation('help');
  const query = useHelpCenter();

  if (query.isPending) {
    return (
      <div data-testid="help-center" className={styles.state}>
        <Spinner />
        <p role="status">{t('loading')}</p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div data-testid="help-center" className={styles.state}>
        <EmptyState
          icon="alert"
          title={t('error')}
          action={
            <Button variant="outline" onClick={() => query.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div data-testid="help-center" className={styles.state}>
        <EmptyState icon="help" title={t('empty')} />
      </div>
    );
  }
  return <HelpPages pages={query.data} section={section} onNavigate={onNavigate} />;
}

function HelpPages({ pages, section, onNavigate }: HelpCenterProps & { pages: HelpPage[] }) {
  const { t } = useTranslation('help');
  const baseId = useId();
  const [selected, setSelected] = useState(() => initialHelpKey(pages, section));
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const panelRef = useRef<HTMLDivElement>(null);

  // A new section (another /help#… link while open) selects that page.
  useEffect(() => {
    setSelected(initialHelpKey(pages, section));
  }, [pages, section]);

  // Bring the chosen topic into view in the list and start its page at the top.
  useEffect(() => {
    if (!selected) return;
    tabRefs.current.get(selected)?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
    panelRef.current?.scrollTo?.({ top: 0 });
  }, [selected]);

  const current = pages.find((page) => page.key === selected) ?? pages[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = pages.findIndex((page) => page.key === current?.key);
    const step: Record<string, number> = {
      ArrowDown: 1,
      ArrowRight: 1,
      ArrowUp: -1,
      ArrowLeft: -1,
    };
    let next: number | null = null;
    if (event.key in step) next = (index + (step[event.key] ?? 0) + pages.length) % pages.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = pages.length - 1;
    if (next === null) return;
    event.preventDefault();
    const key = pages[next]?.key;
    if (!key) return;
    setSelected(key);
    tabRefs.current.get(key)?.focus();
  }

  return (
    <div data-testid="help-center" className={styles.layout}>
      <div
        role="tablist"
        aria-label={t('topics')}
        aria-orientation="vertical"
        className={styles.tabs}
        onKeyDown={onKeyDown}
      >
        {pages.map((page) => {
          const active = page.key === current?.key;
          return (
            <button
              key={page.key}
              ref={(node) => {
                if (node) tabRefs.current.set(page.key, node);
                else tabRefs.current.delete(page.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${page.key}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel`}
              tabIndex={active ? 0 : -1}
              data-testid={`help-tab-${page.key}`}
              className={styles.tab}
              onClick={() => setSelected(page.key)}
            >
              {page.title}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          ref={panelRef}
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${current.key}`}
          className={styles.panel}
          data-testid="help-content"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
        >
          {!STARTS_WITH_HEADING.test(current.content) && (
            <h3 className={styles.pageTitle}>{current.title}</h3>
          )}
          <RichText html={current.content} variant="document" onNavigate={onNavigate} />
        </div>
      )}
    </div>
  );
}
