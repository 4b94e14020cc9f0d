import type { HelpPage } from '@nova/contracts/api/help-center';

/** The page a `/help#<key>` section asks for, else the first page (spec §2 "/help (optional #term)"). */
export function initialHelpKey(pages: readonly HelpPage[], section?: string): string | null {
  const wanted = section?.trim().toLowerCase();
  const match = wanted ? pages.find((page) => page.key.toLowerCase() === wanted) : undefined;
  return (match ?? pages[0])?.key ?? null;
}
