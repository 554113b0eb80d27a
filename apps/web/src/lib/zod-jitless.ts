/*
 * zod checks whether it may compile its parsers with `new Function`; the site's content security
 * policy forbids eval, so that check shows in the browser as a policy violation. zod reads its
 * settings from `globalThis.__zod_globalConfig` (shared by every copy of zod it loads); setting
 * `jitless` there before zod loads turns the check off without loading zod on the first page,
 * which `z.config()` would (decision record 0018). zod-jitless.test.ts proves zod reads it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
