// The sell form's photos across posts: what a post sent back with a mistake had attached
// is held by the API (api/src/resources/held-photos) under a token the form carries in a
// hidden field, shown back, and claimed when the form is sent.
import { PHOTO_TOKEN_PATTERN, type HeldPhotos } from '@dealership/api/contract'
import type { AppLoadContext } from '@remix-run/node'
import { deleteHeldPhoto, getHeldPhotos, postForm } from './api.server'

/** The form's own fields for its held photos. */
export const PHOTO_FIELDS = {
  token: 'photoToken',
  kept: 'keptPhoto',
  remove: 'removePhoto',
} as const

/** What a post says of its held photos: the token, the ones kept, the ones to let go. */
export function heldPhotoChoice(form: FormData) {
  const strings = (name: string) =>
    form.getAll(name).filter((v): v is string => typeof v === 'string')
  const token = String(form.get(PHOTO_FIELDS.token) ?? '')
  const remove = new Set(strings(PHOTO_FIELDS.remove))
  return {
    token: PHOTO_TOKEN_PATTERN.test(token) ? token : null,
    kept: strings(PHOTO_FIELDS.kept).filter((id) => !remove.has(id)),
    remove: [...remove],
  }
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
