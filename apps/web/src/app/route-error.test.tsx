import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChunkLoadError, lazyPage } from './lazy-route';
import { RouteError } from './route-error';

function Shell() {
  return <p>layout</p>;
}

function Frame() {
  return (
    <div data-testid="frame">
      <Outlet />
    </div>
  );
}

const failingImport = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js'));

describe('route error boundary', () => {
  it('shows the chunk error screen when a lazy page fails to download', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', Component: Shell },
        {
          path: '/promotions',
          errorElement: <RouteError />,
          lazy: lazyPage(failingImport, () => Shell),
        },
      ],
      { initialEntries: ['/promotions'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByTestId('chunk-error')).toBeTruthy();
    expect(screen.getByRole('button')).toBeTruthy();
  });

  it('keeps the layout and shows the chunk error when navigation to a lazy page fails', async () => {
    const router = createMemoryRouter(
      [
        {
          Component: Frame,
          errorElement: <RouteError fullScreen />,
          children: [
            { index: true, Component: Shell },
            {
              path: '/promotions',
              errorElement: <RouteError />,
              lazy: lazyPage(failingImport, () => Shell),
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('layout');
    await act(async () => {
      await router.navigate('/promotions');
    });
    expect(await screen.findByTestId('chunk-error')).toBeTruthy();
    expect(screen.getByTestId('frame')).toBeTruthy();
  });

  it('shows the generic error for other failures', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          loader: () => {
            throw new Error('boom');
          },
          Component: Shell,
        },
      ],
      { initialEntries: ['/'] },
    );
    const original = console.error;
    console.error = () => {};
    render(<RouterProvider router={router} />);
    expect(await screen.findByTestId('route-error')).toBeTruthy();
    expect(screen.queryByTestId('chunk-error')).toBeNull();
    console.error = original;
    expect(new ChunkLoadError()).toBeInstanceOf(Error);
  });
});
