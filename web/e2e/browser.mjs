// The system Chromium for the e2e scripts (never a downloaded browser).
import { chromium } from 'playwright-core';

export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    // The scripts' own signal handlers stop the server and remove its temp dir; Playwright's would exit first.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}
