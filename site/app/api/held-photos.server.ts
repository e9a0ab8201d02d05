// The sell form's photos across posts (/api/held-photos): what a post sent back with a
// mistake had attached is held by the API under a token the form carries in a hidden
// field (lib/held-photo-fields.server), shown back, and claimed when the form is sent.
import type { HeldPhotos } from '@dealership/api/contract'
import type { AppLoadContext } from '@remix-run/node'
import { api, ok, postForm } from './client.server'

/** The photos a sell form's token holds. */
export async function getHeldPhotos(context: AppLoadContext, token: string) {
  const res = await ok(await api(context)['held-photos'][':token'].$get({ param: { token } }))
  return res.json()
}

/** Lets go of one held photo; answers what the token holds then. */
export async function deleteHeldPhoto(context: AppLoadContext, token: string, id: string) {
  const res = await ok(
    await api(context)['held-photos'][':token'][':id'].$delete({ param: { token, id } }),
  )
  return res.json()
}

const NONE: HeldPhotos = { token: null, photos: [] }

/** Lets go of the photos the visitor ticked to remove. */
export async function releasePhotos(
  context: AppLoadContext,
  token: string | null,
  ids: string[],
): Promise<void> {
  if (!token) return
  for (const id of ids) await deleteHeldPhoto(context, token, id)
}

/**
 * Holds `files` (with the photos `token` holds already) and answers what is held now, with
 * the API's words for any photo it refused.
 */
export async function holdPhotos(
  context: AppLoadContext,
  token: string | null,
  files: File[],
): Promise<{ held: HeldPhotos; refused: string | null }> {
  try {
    if (files.length === 0) {
      return { held: token ? await getHeldPhotos(context, token) : NONE, refused: null }
    }
    const body = new FormData()
    if (token) body.set('token', token)
    for (const f of files) body.append('images', f, f.name)
    const result = await postForm(context, '/api/held-photos', body)
    if (result.ok) {
      const answer = result.body
      return {
        held: { token: answer.token, photos: answer.photos },
        refused: answer.errors?.images ?? null,
      }
    }
    return { held: NONE, refused: `${NOT_KEPT} ${result.error ?? ''}`.trim() }
  } catch (err) {
    console.error(err)
    return { held: NONE, refused: NOT_KEPT }
  }
}

/** When the photos could not be held: said plainly, so nobody thinks they were sent. */
const NOT_KEPT = 'We could not keep your photos: please attach them again.'
