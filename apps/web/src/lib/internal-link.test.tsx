import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { internalLinkPath } from './internal-link';

function clickIn(html: string, selector: string, init: MouseEventInit = {}) {
  const seen = vi.fn();
  const { container } = render(
    // biome-ignore lint/a11y/useKeyWithClickEvents: test harness
    // biome-ignore lint/a11y/noStaticElementInteractions: test harness
    <div
      onClick={(event) => {
        seen(internalLinkPath(event));
        event.preventDefault();
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed test markup
      dangerouslySetInnerHTML={{ __html: html }}
    />,
  );
  fireEvent.click(container.querySelector(selector) as Element, init);
  return seen.mock.calls[0]?.[0];
}

describe('internalLinkPath', () => {
  it('returns the path of same-site links', () => {
    expect(clickIn('<a href="/promotions?tab=vip#top"><b>Go</b></a>', 'b')).toBe(
      '/promotions?tab=vip#top',
    );
  });

  it('leaves other sites, new tabs and modified clicks to the browser', () => {
    expect(clickIn('<a href="https://elsewhere.example/x">x</a>', 'a')).toBeNull();
    expect(clickIn('<a href="/x" target="_blank">x</a>', 'a')).toBeNull();
    expect(clickIn('<a href="/x">x</a>', 'a', { ctrlKey: true })).toBeNull();
    expect(clickIn('<p>text</p>', 'p')).toBeNull();
  });
});
