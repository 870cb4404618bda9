export declare const SYSTEM_CHROMIUM: '/usr/bin/chromium';
export declare const CHROMIUM_ARGS: readonly string[];

export interface ChooseOptions {
  /** Environment to read CHROME_PATH and PATH from; default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Whether an executable exists at a path; default: an X_OK check. */
  exists?: (path: string) => boolean;
}

export type ChromiumChoice = { source: 'env' | 'system'; executablePath: string } | { source: 'packaged' };

export declare function chooseChromium(options?: ChooseOptions): ChromiumChoice;

export interface ResolvedChromium {
  source: 'env' | 'system' | 'packaged';
  executablePath: string;
  /** The whole environment to launch the browser with. */
  env: Record<string, string | undefined>;
  /** The @sparticuz/chromium version, when the packaged browser was chosen. */
  version?: string;
}

export declare function resolveChromium(options?: ChooseOptions & { cacheRoot?: string }): ResolvedChromium;
