import { BooleanInput, required, SimpleForm, TextInput, type RaRecord } from 'react-admin'
import { ImageUploadInput } from '../uploads/ImageUploadInput'
import { FormToolbar } from '../layout/FormToolbar'

const req = required()

export function blogTransform(data: RaRecord): RaRecord {
  return { ...data, mainImage: data.mainImage || null, images: data.images ?? [] }
}

export function BlogForm() {
  return (
    <SimpleForm defaultValues={{ isPublished: false, images: [] }} toolbar={<FormToolbar />}>
      <TextInput source="title" label="Title" validate={req} fullWidth />
      <TextInput source="author" label="Author" validate={req} />
      <TextInput source="content" label="Content" validate={req} multiline minRows={8} fullWidth />
      <ImageUploadInput source="mainImage" label="Main image" />
      <ImageUploadInput source="images" label="Gallery images" multiple mainSource="mainImage" />
      <BooleanInput source="isPublished" label="Published" />
    </SimpleForm>
  )
}
