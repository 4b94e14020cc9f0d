import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES as LAYOUT_ICON_NAMES, Icon as LayoutIcon } from './icon';
import { ICON_NAMES, Icon } from './icon-full';

function svgOf(ui: ReactElement): SVGSVGElement {
  const svg = render(ui).container.querySelector('svg');
  if (!svg) throw new Error('no svg rendered');
  return svg;
}

describe('Icon', () => {
  it('draws every name as a 24×24 outline or brand mark in currentColor', () => {
    expect(ICON_NAMES.length).toBeGreaterThan(60);
    for (const name of ICON_NAMES) {
      const svg = svgOf(<Icon name={name} />);
      expect(svg.getAttribute('data-icon')).toBe(name);
      expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(svg.querySelector('path, circle, rect, line, polyline, ellipse')).not.toBeNull();
      const paint = `${svg.getAttribute('stroke')} ${svg.getAttribute('fill')}`;
      expect(paint).toContain('currentColor');
    }
  });

  it("draws the layout's icons (icon.tsx) as icon-full.tsx does", () => {
    expect(LAYOUT_ICON_NAMES.length).toBeLessThan(ICON_NAMES.length);
    for (const name of LAYOUT_ICON_NAMES) {
      expect(ICON_NAMES).toContain(name);
      const layout = render(<LayoutIcon name={name} size={16} title="t" />).container.innerHTML;
      const full = render(<Icon name={name} size={16} title="t" />).container.innerHTML;
      expect(layout).toBe(full);
    }
  });

  it('is decorative without a title: hidden from assistive tech, not focusable', () => {
    const svg = svgOf(<Icon name="wallet" size={18} className="x" />);
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('role')).toBeNull();
    expect(svg.getAttribute('aria-label')).toBeNull();
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('width')).toBe('18');
    expect(svg.getAttribute('height')).toBe('18');
    expect(svg.classList.contains('x')).toBe(true);
  });

  it('is an image named by its title when it has one', () => {
    const svg = svgOf(<Icon name="telegram" title="Telegram" />);
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Telegram');
    expect(svg.getAttribute('aria-hidden')).toBeNull();
    const outline = svgOf(<Icon name="help" title="Help" />);
    expect(outline.getAttribute('role')).toBe('img');
    expect(outline.getAttribute('aria-label')).toBe('Help');
    expect(outline.getAttribute('aria-hidden')).toBeNull();
  });

  it('strokes outlines at 1.8 and fills only the filled star and the brand marks', () => {
    const star = svgOf(<Icon name="star" />);
    expect(star.getAttribute('stroke')).toBe('currentColor');
    expect(star.getAttribute('stroke-width')).toBe('1.8');
    expect(star.getAttribute('fill')).toBe('none');
    const filled = svgOf(<Icon name="star-filled" />);
    expect(filled.getAttribute('fill')).toBe('currentColor');
    expect(filled.getAttribute('stroke')).toBe('currentColor');
    const brand = svgOf(<Icon name="whatsapp" />);
    expect(brand.getAttribute('fill')).toBe('currentColor');
    expect(brand.getAttribute('stroke')).toBe('none');
  });
});
