// What the API accepts for a brand.
import { createInsertSchema } from 'drizzle-zod'
import { type z } from 'zod'
import { brands } from '../../db/schema'
import {
  normalizeBrandKey,
  optionalImage,
  requiredText,
  GENERATED,
} from '../../contract/inputs/fields'

export const brandInput = createInsertSchema(brands, {
  key: requiredText('Key', 60)
    .transform(normalizeBrandKey)
    .refine(
      (v) => /^[a-z0-9][a-z0-9-]*$/.test(v),
      'Key may contain only lowercase letters, digits and hyphens',
    ),
  name: requiredText('Name', 60),
  fullName: requiredText('Full name', 120),
  description: requiredText('Description', 5000, 'paragraphs'),
  bannerImage: optionalImage,
  logoImage: optionalImage,
}).omit(GENERATED)
export type BrandInput = z.input<typeof brandInput>
export type BrandData = z.output<typeof brandInput>
