/** Setup shared by every Vitest project: a test that logs console.error or console.warn fails. */
export const failOnConsoleSetup = new URL('./test-support/fail-on-console.ts', import.meta.url)
  .pathname;
