import { blogInput } from '@dealership/api/contract'
import { BooleanInput, SimpleForm, TextInput, type RaRecord } from 'react-admin'
import { ImageUploadInput } from '../uploads/ImageUploadInput'
import { FormToolbar } from '../layout/FormToolbar'
import { contractResolver } from '../lib/contract-resolver'
import { ParagraphInput } from '../layout/ParagraphInput'

export function blogTransform(data: RaRecord): RaRecord {
  return { ...data, mainImage: data.mainImage || null, images: data.images ?? [] }
}

const resolver = contractResolver(blogInput, blogTransform)

export function BlogForm() {
  return (
    <SimpleForm
      defaultValues={{ isPublished: false, images: [] }}
      resolver={resolver}
      toolbar={<FormToolbar deletable={{ noun: 'blog', name: (b) => String(b.title) }} />}
    >
      <TextInput source="title" label="Title" isRequired fullWidth />
      <TextInput source="author" label="Author" isRequired />
      <ParagraphInput source="content" label="Content" minRows={8} />
      <ImageUploadInput source="mainImage" label="Main image" />
      <ImageUploadInput source="images" label="Gallery images" multiple mainSource="mainImage" />
      <BooleanInput source="isPublished" label="Published" />
    </SimpleForm>
  )
}
