import { useEffect, useState } from 'react';

/** How long a copy button says "Copied" before it turns back. */
const COPIED_MS = 1500;

/**
 * Copies text to the clipboard for a copy button: `copied` is true for a moment after it worked.
 * Without a clipboard (an insecure context) nothing happens; the text stays on screen to select.
 */
export function useCopyText(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard: see above.
    }
  }
  return { copied, copy };
}
