// The spec's upload messages, from whatever the image host (or our API) answered.
export const UPLOAD_PRESET_MESSAGE = 'Upload preset not found. Please check Cloudinary dashboard.'
export const UPLOAD_FAILED_MESSAGE = 'Failed to upload image'
export const UPLOAD_NOT_IMAGE_MESSAGE = 'Only image files can be uploaded'

/** Cloudinary answers `{ error: { message } }`; our API answers `{ error: "message" }`. */
export function providerMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null
  const { error } = body
  if (typeof error === 'string') return error.trim() || null
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error
    return typeof message === 'string' && message.trim() ? message.trim() : null
  }
  return null
}

export function uploadErrorMessage(body: unknown): string {
  const message = providerMessage(body)
  if (!message) return UPLOAD_FAILED_MESSAGE
  if (/upload[\s_-]*preset/i.test(message)) return UPLOAD_PRESET_MESSAGE
  return message
}

export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/')
}
