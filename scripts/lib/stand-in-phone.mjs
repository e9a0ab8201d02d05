// The Daraja stand-in's phone page, answered over HTTP as the buyer's form post would be:
// the walk-through (walk.mjs) and the browser tests pay or cancel reservations with it.

/** The id of the payment request for `reference` the phone page lists, or null. */
async function pushShown(standInPhone, reference) {
  const page = await (await fetch(standInPhone)).text()
  const at = page.indexOf(`Payment request ${reference}`)
  if (at < 0) return null
  return /action="\/phone\/([^"]+)"/.exec(page.slice(at))?.[1] ?? null
}

/** Whether the stand-in's phone still lists the payment request of `reference`. */
export async function standInShows(standInPhone, reference) {
  return (await pushShown(standInPhone, reference)) !== null
}

/**
 * Answers the payment request of `reference` on the stand-in's phone (`approve`,
 * `cancel`...); resolves the status of the answer (303 when taken). Throws when the
 * phone does not list it.
 */
export async function answerStandInPush(standInPhone, reference, answer) {
  const push = await pushShown(standInPhone, reference)
  if (!push) throw new Error(`The stand-in's phone shows no payment request ${reference}`)
  const res = await fetch(`${new URL(standInPhone).origin}/phone/${push}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ answer }).toString(),
    redirect: 'manual',
  })
  return res.status
}
