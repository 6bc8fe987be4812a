/**
 * The few globals that Node and browsers both have, for the shared project's type check (tsconfig.shared.json), which
 * has neither Node's types nor the DOM's: shared code may use these and nothing else of either platform.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
}
declare const performance: { now(): number };
