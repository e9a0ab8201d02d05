// The sell form's held photos (api/src/resources/held-photos). A module of its own: the
// sell page's script loads it, not every page's.
/** How long the photos of a sell form sent back with a mistake are kept for it. */
export const HELD_PHOTO_HOURS = 24
/** The token a sell form carries for its held photos: 128 random bits, hex. */
export const PHOTO_TOKEN_PATTERN = /^[0-9a-f]{32}$/
export const HELD_PHOTOS_GONE_MESSAGE = `The photos you attached earlier were kept for ${HELD_PHOTO_HOURS} hours and have been removed. Please attach them again.`
