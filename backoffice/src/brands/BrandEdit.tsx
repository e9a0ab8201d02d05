import { ResourceEdit } from '../layout/ResourcePages'
import { BrandForm, brandTransform } from './BrandForm'

export function BrandEdit() {
  return (
    <ResourceEdit title="Edit Brand" transform={brandTransform}>
      <BrandForm editing />
    </ResourceEdit>
  )
}
