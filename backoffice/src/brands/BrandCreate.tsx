import { ResourceCreate } from '../layout/ResourcePages'
import { BrandForm, brandTransform } from './BrandForm'

export function BrandCreate() {
  return (
    <ResourceCreate title="Add Brand" transform={brandTransform}>
      <BrandForm editing={false} />
    </ResourceCreate>
  )
}
