// The sell form's fields for the photos the API holds across posts (api/held-photos.server):
// the token in a hidden field, the photos kept and the ones to let go.
import { PHOTO_TOKEN_PATTERN } from '@dealership/api/contract'

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
