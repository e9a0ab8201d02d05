// Every picture: sized (no layout shift), lazy unless above the fold, and a placeholder
// when the address is missing. Broken addresses are swapped for the placeholder by the
// small capture listener in root.tsx, which also covers pages rendered without React.
export const PLACEHOLDER = '/placeholder.svg'

type Props = {
  src: string | null | undefined
  alt: string
  width: number
  height: number
  /** Above the fold: load now, with high priority. */
  eager?: boolean
  className?: string
}

export function Img({ src, alt, width, height, eager = false, className }: Props) {
  return (
    <img
      src={src || PLACEHOLDER}
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
