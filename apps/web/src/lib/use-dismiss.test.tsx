import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDismiss } from './use-dismiss';

function Menu() {
  const [open, setOpen] = useState(true);
  const root = useRef<HTMLDivElement>(null);
  useDismiss(root, open, setOpen);
  return (
    <>
      <div ref={root}>
        <button type="button">inside</button>
        {open && <p>menu</p>}
      </div>
      <button type="button">outside</button>
    </>
  );
}

describe('useDismiss', () => {
  it('stays open for presses inside', () => {
    render(<Menu />);
    fireEvent.pointerDown(screen.getByText('inside'));
    expect(screen.queryByText('menu')).not.toBeNull();
  });

  it('closes on a press outside', () => {
    render(<Menu />);
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByText('menu')).toBeNull();
  });

  it('closes on Escape', () => {
    render(<Menu />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('menu')).toBeNull();
  });
});
