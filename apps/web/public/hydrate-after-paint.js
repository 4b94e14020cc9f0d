// A server-rendered page starts the app once it has loaded and painted (decision 035, session 22):
// the HTML, its stylesheets and its first banner show first, then the app's module runs and
// hydrates them. The server puts this script in place of the entry's and names the entry in
// data-nova-entry, and the modules of the lazy parts its HTML shows in data-nova-preload (preloaded
// here, not from the head: fetched before the first paint they delayed it).
const boot = document.querySelector('script[data-nova-entry]');
const entry = boot?.dataset.novaEntry;
if (entry) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const file of (boot.dataset.novaPreload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = `/${file}`;
      document.head.append(link);
    }
    import(entry);
  };
  // After the frame that follows the load; a hidden tab paints no frame, so a timer starts it too.
  const afterPaint = () => {
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 500);
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
}
