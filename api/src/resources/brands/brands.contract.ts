// What the API accepts and answers with for a brand.
import { createInsertSchema, createSelectSchema } from 'drizzle-zod'
import { type z } from 'zod'
import { brands } from './brands.table'
import {
  normalizeBrandKey,
  optionalImage,
  requiredText,
  GENERATED,
} from '../../contract/inputs/fields'
import { recordIds } from '../../contract/records'

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

/** The brand's `updatedAt` stays in the database. */
export const brandRecord = createSelectSchema(brands).omit({ updatedAt: true }).extend(recordIds)
export type Brand = z.infer<typeof brandRecord>
