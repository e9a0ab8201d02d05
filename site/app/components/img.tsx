import { imageSrcSet, sizesForEveryScreen } from '../lib/image-srcset'

// Every picture: sized (no layout shift), lazy unless above the fold, offered at a few
// widths (srcset) so a phone downloads the width it shows, and a placeholder when the
// address is missing. Screens sharper than 2x choose their width as a 2x screen would
// (see sizesForEveryScreen). Broken addresses are swapped for the placeholder (srcset
// dropped) by the small capture listener in root.tsx, which also covers pages rendered
// without React.
export const PLACEHOLDER = '/placeholder.svg'

/** A transparent pixel: what a picture hidden on some screens offers there (no request). */
const NO_FILE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='

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
  /**
   * A media query of the screens where the stylesheet hides the picture: there it offers
   * a transparent pixel instead of its file, so nothing is fetched, with or without
   * script (without it a browser loads even lazy pictures at once). A `<picture>` with
   * `display: contents` (base.css) wraps it, so the image stays the box CSS places.
   */
  hiddenWhen?: string
}

export function Img({
  src,
  alt,
  width,
  height,
  sizes,
  eager = false,
  className,
  hiddenWhen,
}: Props) {
  const srcSet = sizes ? imageSrcSet(src) : undefined
  const img = (
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
  if (!hiddenWhen) return img
  return (
    <picture>
      <source media={hiddenWhen} srcSet={NO_FILE} />
      {img}
    </picture>
  )
}
