// The Daraja stand-in's phone page, answered over HTTP as the buyer's form post would be:
// the walk-through (walk.mjs) and the browser tests pay or cancel reservations with it.

/**
 * Answers the payment request of `reference` on the stand-in's phone (`approve`,
 * `cancel`...): resolves the status of the answer (303 when taken), or null when the
 * phone no longer lists the request (answered, or left past its lifetime).
 */
export async function answerStandInPush(standInPhone, reference, answer) {
  const page = await (await fetch(standInPhone)).text()
  const at = page.indexOf(`Payment request ${reference}`)
  const push = at < 0 ? null : /action="\/phone\/([^"]+)"/.exec(page.slice(at))?.[1]
  if (!push) return null
  const res = await fetch(`${new URL(standInPhone).origin}/phone/${push}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ answer }).toString(),
    redirect: 'manual',
  })
  return res.status
}
