// Debian's Chromium, as the browser tests, the JavaScript measurement and Lighthouse
// start it. The machines have no internet: without the background-networking flags
// Chromium keeps trying to reach Google's hosts, which fails and skews timings.
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
