// Debian's Chromium as the browser suites and the frontend benchmark launch it:
// headless, sandbox-free (it runs as the container's user) and quiet (no
// first-run page, no background updates or sync that would add requests).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Options for playwright-core's `chromium.launch`. */
export const headlessChromium: { executablePath: string; args: string[] } = {
  executablePath: chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
