import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '../test/render-with-providers';
import { RichText } from './rich-text';

beforeAll(() => initTestI18n());

describe('RichText', () => {
  it('renders sanitised HTML', () => {
    const { container } = renderWithProviders(
      <RichText
        html={
          '<p>Hello <b>there</b></p><script>window.x = 1</script><img src=x onerror="alert(1)">'
        }
      />,
    );
    expect(screen.getByText('there').tagName).toBe('B');
    expect(container.innerHTML).not.toContain('<script');
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('routes same-site links inside the app, telling the caller first', () => {
    const onNavigate = vi.fn();
    renderWithProviders(
      <RichText
        html={'<p>See <a href="/promotions?tab=vip">offers</a></p>'}
        onNavigate={onNavigate}
      />,
    );
    fireEvent.click(screen.getByText('offers'));
    expect(onNavigate).toHaveBeenCalledWith('/promotions?tab=vip');
    expect(screen.getByTestId('location').textContent).toBe('/promotions?tab=vip');
  });

  it('leaves other sites and new-tab links to the browser', () => {
    const onNavigate = vi.fn();
    renderWithProviders(
      <RichText
        html={'<a href="https://elsewhere.example/">away</a><a href="/x" target="_blank">tab</a>'}
        onNavigate={onNavigate}
      />,
    );
    // jsdom cannot follow links: stop the browser's part once the component has had its say.
    const stopBrowser = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopBrowser);
    fireEvent.click(screen.getByText('away'));
    fireEvent.click(screen.getByText('tab'));
    document.removeEventListener('click', stopBrowser);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
