import type { ReactNode } from 'react'
import { IMAGE_SIZES } from '../lib/image-srcset'
import { Img } from './img'

/** A page's full-width picture with its title over it (a brand, a blog post). */
export function Banner({
  as: Tag = 'section',
  image,
  children,
}: {
  as?: 'header' | 'section'
  image: string | null | undefined
  children: ReactNode
}) {
  return (
    <Tag className="banner">
      <Img src={image} alt="" width={1600} height={400} sizes={IMAGE_SIZES.banner} eager />
      <div className="banner-text">{children}</div>
    </Tag>
  )
}
