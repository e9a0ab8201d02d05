import { imageSrcSet, sizesForEveryScreen } from '../lib/image-srcset'

// Every picture: sized (no layout shift), lazy unless above the fold, offered at a few
// widths (srcset) so a phone downloads the width it shows, and a placeholder when the
// address is missing. Screens sharper than 2x choose their width as a 2x screen would
// (see sizesForEveryScreen). Broken addresses are swapped for the placeholder (srcset
// dropped) by the small capture listener in root.tsx, which also covers pages rendered
// without React.
export const PLACEHOLDER = '/placeholder.svg'

type Props = {
  src: string | null | undefined
  alt: string
  width: number
  height: number
  /**
   * How wide the picture is shown (the `sizes` attribute; see IMAGE_SIZES in
   * lib/image-srcset.ts). With it, the widths the address has are offered as a srcset;
   * null loads `src` itself whatever the screen (the enlarged view, where the largest
   * file is the point).
   */
  sizes: string | null
  /** Above the fold: load now, with high priority. */
  eager?: boolean
  className?: string
}

export function Img({ src, alt, width, height, sizes, eager = false, className }: Props) {
  const srcSet = sizes ? imageSrcSet(src) : undefined
  return (
    <img
      src={src || PLACEHOLDER}
      srcSet={srcSet}
      sizes={srcSet && sizes ? sizesForEveryScreen(sizes) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      // React 18 warns on camelCase fetchPriority; the lowercase attribute is what HTML wants.
      {...{ fetchpriority: eager ? 'high' : 'auto' }}
      className={className}
    />
  )
}
