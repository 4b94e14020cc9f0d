import { useState } from 'react';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

/**
 * The router is created once the status gate lets the visitor in. `hydrationData`: the server
 * render's loader data, so the router starts settled on the page the HTML shows.
 */
export function AppRouter({ hydrationData }: { hydrationData?: HydrationState }) {
  const [router] = useState(() => createAppRouter(hydrationData));
  return <RouterProvider router={router} />;
}
