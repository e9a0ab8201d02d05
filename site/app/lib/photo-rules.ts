// What a set of photos chosen for a form may be, said the same way by the page as they are
// chosen and by the action when they arrive (the API still reads their bytes).
import {
  SELL_MAX_IMAGES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  isOneOf,
} from '@dealership/api/contract/options'

export const PHOTO_TOO_LARGE = `Each photo must be ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB or smaller.`
export const PHOTO_WRONG_TYPE = 'Photos must be JPEG, PNG, WebP, AVIF or GIF images.'
export const PHOTOS_TOO_MANY = `At most ${SELL_MAX_IMAGES} photos`

export const isPhotoType = (type: string) => isOneOf(UPLOAD_MIME_TYPES, type)

/**
 * The first thing wrong with photos chosen (each its type and size in bytes) beside `kept`
 * ones already attached, or null.
 */
export function photoProblem(
  chosen: readonly { type: string; size: number }[],
  kept: number,
): string | null {
  if (kept + chosen.length > SELL_MAX_IMAGES) return PHOTOS_TOO_MANY
  if (chosen.some((f) => f.size > UPLOAD_MAX_BYTES)) return PHOTO_TOO_LARGE
  if (chosen.some((f) => !isPhotoType(f.type))) return PHOTO_WRONG_TYPE
  return null
}
