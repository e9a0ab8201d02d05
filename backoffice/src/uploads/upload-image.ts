// The one upload function for cars, brands and blogs: Cloudinary when configured,
// otherwise the API's own POST /api/uploads. Both answer `{ secure_url }`.
import { publicConfig } from '../auth/firebase'
import { currentIdToken } from '../dataProvider'
import {
  isImageFile,
  UPLOAD_FAILED_MESSAGE,
  UPLOAD_NOT_IMAGE_MESSAGE,
  uploadErrorMessage,
} from '../lib/upload-errors'

export const DEFAULT_CLOUDINARY_API_BASE = 'https://api.cloudinary.com/v1_1'

export type UploadTarget = { url: string; fields: Record<string, string>; bearer: boolean }

export function uploadTarget(): UploadTarget {
  const config = publicConfig()
  if (config.cloudinary) {
    const base = (config.cloudinaryApiBase ?? DEFAULT_CLOUDINARY_API_BASE).replace(/\/+$/, '')
    return {
      url: `${base}/${encodeURIComponent(config.cloudinary.cloudName)}/image/upload`,
      fields: { upload_preset: config.cloudinary.uploadPreset },
      bearer: false,
    }
  }
  return { url: '/api/uploads', fields: {}, bearer: true }
}

/** Uploads one image; onProgress gets 0..100. Resolves to the stored address. */
export async function uploadImage(file: File, onProgress?: (percent: number) => void) {
  if (!isImageFile(file)) throw new Error(UPLOAD_NOT_IMAGE_MESSAGE)
  const target = uploadTarget()
  const token = target.bearer ? await currentIdToken() : null
  const form = new FormData()
  form.append('file', file)
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value)

  // XMLHttpRequest, because fetch cannot report upload progress.
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', target.url)
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100))
    }
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED_MESSAGE))
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = null
      }
      const url =
        body && typeof body === 'object' && 'secure_url' in body ? body.secure_url : undefined
      if (xhr.status >= 200 && xhr.status < 300 && typeof url === 'string') resolve(url)
      else reject(new Error(uploadErrorMessage(body)))
    }
    xhr.send(form)
  })
}
