import { brandInput } from '@dealership/api/contract'
import { SimpleForm, TextInput, type RaRecord } from 'react-admin'
import { ImageUploadInput } from '../uploads/ImageUploadInput'
import { normalizeBrandKey, typedBrandKey } from '../lib/lists'
import { FormToolbar } from '../layout/FormToolbar'
import { contractResolver } from '../lib/contract-resolver'
import { ParagraphInput } from '../layout/ParagraphInput'

export const BRAND_KEY_HELP = 'Unique identifier for the brand (lowercase, no spaces).'

export function brandTransform(data: RaRecord): RaRecord {
  const out: RaRecord = { ...data }
  if (typeof data.key === 'string') out.key = normalizeBrandKey(data.key).replace(/^-+|-+$/g, '')
  for (const f of ['bannerImage', 'logoImage']) if (out[f] === '') out[f] = null
  return out
}

const resolver = contractResolver(brandInput, brandTransform)

/** `editing`: the key names the brand in URLs and cars, so it is locked once created. */
export function BrandForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm resolver={resolver} toolbar={<FormToolbar />}>
      <TextInput
        source="key"
        label="Key"
        isRequired
        parse={typedBrandKey}
        helperText={BRAND_KEY_HELP}
        disabled={editing}
        readOnly={editing}
      />
      <TextInput source="name" label="Name" isRequired />
      <TextInput source="fullName" label="Full Name" isRequired />
      <ParagraphInput source="description" label="Description" minRows={3} />
      <ImageUploadInput source="bannerImage" label="Banner image" />
      <ImageUploadInput source="logoImage" label="Logo image" />
    </SimpleForm>
  )
}
