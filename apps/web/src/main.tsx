import '@fontsource-variable/inter';
import '@fontsource-variable/outfit';
import './styles/tokens.css';
import './styles/global.css';

/**
 * The app's modules run in two tasks before the app starts (decision 035, session 23). Evaluated
 * as one graph they were a single task of about 100 ms on this machine, four times that on a
 * phone's CPU, and the page's longest. This module's static import, the vendor chunk (React,
 * react-dom, react-router, and Vite's preload helper, which vite.config.ts places there), runs in
 * the first task; `app/start` and its graph (TanStack Query, zod and the contracts, i18next, the
 * layout) in the next. index.html preloads both (bootStagePreloads in vite.config.ts), so the
 * second waits for no network.
 */
function nextTask(): Promise<void> {
  // A message, not a timer: a hidden tab throttles timers to one a second.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

await nextTask();
const { startApp } = await import('./app/start');
startApp();
