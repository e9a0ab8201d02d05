import { describe, expect, it } from 'vitest'
import {
  isImageFile,
  providerMessage,
  UPLOAD_FAILED_MESSAGE,
  UPLOAD_PRESET_MESSAGE,
  uploadErrorMessage,
} from './upload-errors'

describe('uploadErrorMessage', () => {
  it('explains a missing upload preset', () => {
    expect(uploadErrorMessage({ error: { message: 'Upload preset not found' } })).toBe(
      UPLOAD_PRESET_MESSAGE,
    )
    expect(uploadErrorMessage({ error: { message: 'Unknown upload_preset: cars' } })).toBe(
      'Upload preset not found. Please check Cloudinary dashboard.',
    )
  })
  it("passes the provider's other messages through", () => {
    expect(uploadErrorMessage({ error: { message: 'Invalid image file' } })).toBe(
      'Invalid image file',
    )
    // Our API's own shape.
    expect(uploadErrorMessage({ error: 'The image is too large.' })).toBe('The image is too large.')
  })
  it('falls back when there is no message', () => {
    expect(uploadErrorMessage(null)).toBe(UPLOAD_FAILED_MESSAGE)
    expect(uploadErrorMessage({ error: {} })).toBe('Failed to upload image')
    expect(uploadErrorMessage('<html>Bad gateway</html>')).toBe('Failed to upload image')
    expect(providerMessage({ error: '   ' })).toBeNull()
  })
})

describe('isImageFile', () => {
  it('accepts image types only', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true)
    expect(isImageFile({ type: 'image/webp' })).toBe(true)
    expect(isImageFile({ type: 'text/plain' })).toBe(false)
    expect(isImageFile({ type: '' })).toBe(false)
  })
})
