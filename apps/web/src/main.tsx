import '@fontsource-variable/inter';
import '@fontsource-variable/outfit';
import './styles/tokens.css';
import './styles/global.css';

/**
 * The app's modules run in stages, one task each, before the app starts (decision 035, session
 * 23): evaluated as one graph they were a single 100-ms task on a fast machine, which a phone's
 * slower CPU makes the page's longest. Each stage's modules are the next ones' dependencies, so
 * by the time `app/start` is imported only the UI's own modules are left to run. All of them
 * are preloaded from the page's head (vite.config.ts, bootStagePreloads), so the stages wait for
 * no network.
 */
const STAGES = [
  // One binding each, destructured: Rollup then keeps only what the app itself uses of the
  // library (a bare `import('react-router')` would keep every export of its namespace).
  async () => (await import('react-dom/client')).hydrateRoot,
  async () => (await import('react-router')).RouterProvider,
  async () => (await import('@tanstack/react-query')).QueryClientProvider,
  async () => (await import('./lib/api-client')).callApi,
  async () => (await import('./lib/i18n')).initI18n,
];

/** A new task, unthrottled in a hidden tab (unlike a timer). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

for (const stage of STAGES) {
  await stage();
  await nextTask();
}
const { startApp } = await import('./app/start');
startApp();
