/**
 * Imported first by main.tsx, before any module that builds a schema: zod 4 compiles object parsers with
 * `new Function` unless told not to, and even its probe for whether it may (a caught `new Function('')`) is a
 * `script-src` violation that the page's CSP reports on every signed-in load (issue 32, point 9). The interpreted
 * parsers are as correct; the CSP keeps refusing eval, and a real report now means something.
 *
 * zod keeps its configuration on this global and adopts an object already there, so setting it costs the sign-in page
 * nothing (importing zod's `config()` put zod's core into the entry chunk); zod-jitless.test.ts holds zod to that.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
