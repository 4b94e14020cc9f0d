// jsdom ships no types (and @types/jsdom is not a dependency): the one use the content
// sanitiser makes of it, a window for DOMPurify.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: import('dompurify').WindowLike;
  }
}
