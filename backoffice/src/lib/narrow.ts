// Checks for the answers the console's first, small script reads (the public config,
// /api/me): it leaves zod out (the contract's records pull it in), so these narrow an
// answer by hand to the contract's type, field by field, rather than assert it.
import type { Me, PublicConfig } from '@dealership/api/contract'

type Fields = Record<string, unknown>

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null
const isText = (v: unknown): v is string => typeof v === 'string'
const isTextOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string'

/** The answer of GET /api/public-config, or null when it is not one. */
export function asPublicConfig(v: unknown): PublicConfig | null {
  if (!isObject(v) || !isObject(v.firebase)) return null
  const { firebase, cloudinary, cloudinaryApiBase, siteName, dealerWhatsapp, reservations } = v
  const { apiKey, authDomain, projectId, emulatorHost } = firebase
  if (!isText(apiKey) || !isText(authDomain) || !isText(projectId)) return null
  if (!isTextOrNull(emulatorHost) || !isText(siteName) || !isText(dealerWhatsapp)) return null
  if (cloudinaryApiBase !== undefined && !isText(cloudinaryApiBase)) return null
  if (typeof reservations !== 'boolean') return null
  let images: PublicConfig['cloudinary'] = null
  if (cloudinary !== null) {
    if (!isObject(cloudinary)) return null
    const { cloudName, uploadPreset } = cloudinary
    if (!isText(cloudName) || !isText(uploadPreset)) return null
    images = { cloudName, uploadPreset }
  }
  return {
    firebase: { apiKey, authDomain, projectId, emulatorHost },
    cloudinary: images,
    ...(cloudinaryApiBase === undefined ? {} : { cloudinaryApiBase }),
    siteName,
    dealerWhatsapp,
    reservations,
  }
}

/**
 * GET /api/me's answer with its role as text: the list of roles is the contract's, which
 * this script leaves out; the console checks the role against it where it uses it
 * (lib/role-rules.ts).
 */
export type SignedInStaff = Omit<Me, 'role'> & { role: string }

/** The answer of GET /api/me, or null when it is not one. */
export function asSignedInStaff(v: unknown): SignedInStaff | null {
  if (!isObject(v)) return null
  const { id, email, uid, displayName, role } = v
  if (!isText(id) || !isText(email) || !isTextOrNull(uid) || !isText(displayName)) return null
  return isText(role) ? { id, email, uid, displayName, role } : null
}
