// Bytes on the wire of a first and a repeat visit of a page, as a phone (360 px wide,
// device pixel ratio 3) in Chromium loads it: every response's encoded length, headers
// included, from the DevTools protocol.
import { eachPage } from './each-page.mjs'

async function measure(page, cdp, url) {
  let bytes = 0
  let requests = 0
  const statuses = {}
  // data: addresses (the fonts inside the stylesheet) never touch the network: DevTools
  // reports them as loads of their decoded size, which the stylesheet already carried.
  const local = new Set()
  const onSent = (e) => {
    if (e.request.url.startsWith('data:')) local.add(e.requestId)
  }
  const onFinished = (e) => {
    if (local.has(e.requestId)) return
    bytes += e.encodedDataLength
    requests++
  }
  // The status on the wire (a revalidated page is a 304 there, a 200 to the page) and
  // the requests the browser answered from its own cache without asking.
  const onExtra = (e) => {
    statuses[e.statusCode] = (statuses[e.statusCode] ?? 0) + 1
  }
  const onCached = () => {
    statuses.cache = (statuses.cache ?? 0) + 1
  }
  cdp.on('Network.requestWillBeSent', onSent)
  cdp.on('Network.loadingFinished', onFinished)
  cdp.on('Network.responseReceivedExtraInfo', onExtra)
  cdp.on('Network.requestServedFromCache', onCached)
  await page.goto(url, { waitUntil: 'networkidle' })
  // Lazy images below the fold load as the visitor scrolls: the first screen only.
  await page.waitForTimeout(300)
  cdp.off('Network.requestWillBeSent', onSent)
  cdp.off('Network.loadingFinished', onFinished)
  cdp.off('Network.responseReceivedExtraInfo', onExtra)
  cdp.off('Network.requestServedFromCache', onCached)
  return { kb: Math.round(bytes / 102.4) / 10, requests, statuses }
}

export function visitBytes(baseUrl, paths, { log = console.log } = {}) {
  const phone = {
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  }
  return eachPage(paths, { contextOptions: phone, log }, async (context, path) => {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const first = await measure(page, cdp, baseUrl + path)
    const repeat = await measure(page, cdp, baseUrl + path)
    return { first, repeat }
  })
}
