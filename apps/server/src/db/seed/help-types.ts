export interface HelpPageDef {
  /** Anchor key: /help#term and so on. */
  key: 'term' | 'privacy' | 'responsible' | 'faq' | 'about' | 'contact';
  title: string;
  content: string;
}
