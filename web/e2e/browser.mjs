// The Chromium of the e2e scripts: the one @hearth/chromium picks (CHROME_PATH, else the system's, else the one
// packaged on npm); never a browser downloaded at run time.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, resolveChromium } from '@hearth/chromium';

export function launchChromium() {
  const { executablePath, env } = resolveChromium();
  return chromium.launch({
    executablePath,
    env,
    args: [...CHROMIUM_ARGS, '--no-first-run'],
    // The scripts' own signal handlers stop the server and remove its temp dir; Playwright's would exit first.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}
