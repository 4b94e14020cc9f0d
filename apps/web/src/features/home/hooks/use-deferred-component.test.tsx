import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  type DeferredComponent,
  deferredComponent,
  useDeferredComponent,
} from './use-deferred-component';

function Loaded({ text }: { text: string }) {
  return <p data-testid="loaded">{text}</p>;
}

/** Renders the deferred component when it is there, the fallback otherwise. */
function Host({
  deferred,
  wanted,
}: {
  deferred: DeferredComponent<{ text: string }>;
  wanted: boolean;
}) {
  const Component = useDeferredComponent(deferred, wanted);
  return Component ? <Component text="moving" /> : <p data-testid="fallback">still</p>;
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('deferredComponent (decision 005)', () => {
  it('loads nothing until wanted, then hands over and keeps the loaded component', async () => {
    const load = vi.fn(async () => Loaded);
    const deferred = deferredComponent<{ text: string }>(load);
    const { rerender, unmount } = render(<Host deferred={deferred} wanted={false} />);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByTestId('fallback')).toBeTruthy();

    rerender(<Host deferred={deferred} wanted />);
    expect(screen.getByTestId('fallback')).toBeTruthy(); // the first render never waits
    expect(await screen.findByTestId('loaded')).toBeTruthy();
    unmount();

    // A later screen gets it in its first render, without loading again.
    render(<Host deferred={deferred} wanted />);
    expect(screen.getByTestId('loaded').textContent).toBe('moving');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the fallback when the chunk fails, and tries again for the next screen', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Loaded);
    const deferred = deferredComponent<{ text: string }>(load);
    const first = render(<Host deferred={deferred} wanted />);
    await settle();
    expect(screen.getByTestId('fallback')).toBeTruthy();
    first.unmount();

    render(<Host deferred={deferred} wanted />);
    expect(await screen.findByTestId('loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
