/** Set by the build and the tests' config (scripts/locale-files.ts): the locale files' version, and the locales that have files. */
declare const __NOVA_LOCALES__: { version: string; locales: readonly string[] };
