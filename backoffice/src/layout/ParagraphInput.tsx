// A required paragraph of text across the form's width (a description, terms, a page's
// body): the same input on every form, told apart by its source, label and height.
import { TextInput, type TextInputProps } from 'react-admin'

export function ParagraphInput(props: TextInputProps) {
  return <TextInput isRequired multiline fullWidth {...props} />
}
