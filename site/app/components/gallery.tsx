import { Link } from '@remix-run/react'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { IMAGE_SIZES } from '../lib/image-srcset'
import { Img } from './img'

/** Main image first, then the others, without repeats or blanks. */
export function galleryImages(main: string | null, images: string[]): string[] {
  return [...new Set([main, ...images].filter((s): s is string => !!s))]
}

type Props = {
  images: string[]
  title: string
  /** 0-based selection from the URL (?image=N is 1-based). */
  initial: number
  /** Server-rendered enlarged view (?enlarge=1), for visitors without JavaScript. */
  enlarged: boolean
  /** Offer the enlarge modal (car pages) or only selection (blog pages). */
  enlargeable?: boolean
}

function wrap(i: number, n: number) {
  return n === 0 ? 0 : ((i % n) + n) % n
}

/**
 * Image gallery. Thumbnails and previous/next are links (?image=N) so they work without
 * JavaScript; with it they switch in place and the enlarged view opens as a modal dialog.
 */
export function Gallery({ images, title, initial, enlarged, enlargeable = true }: Props) {
  const count = Math.max(images.length, 1)
  const [index, setIndex] = useState(() => wrap(initial, count))
  const dialog = useRef<HTMLDialogElement>(null)
  const current = images[index] ?? null
  const href = (i: number, enlarge = false) =>
    `?image=${wrap(i, count) + 1}${enlarge ? '&enlarge=1' : ''}`

  useEffect(() => setIndex(wrap(initial, count)), [initial, count])

  const select = (i: number) => (e: MouseEvent) => {
    e.preventDefault()
    setIndex(wrap(i, count))
  }
  const openModal = (e: MouseEvent) => {
    if (!dialog.current?.showModal) return
    e.preventDefault()
    dialog.current.showModal()
  }
  const alt = (i: number) => `${title}, image ${i + 1} of ${count}`

  return (
    <div className="gallery" role="region" aria-label={`${title} gallery`}>
      <div className="gallery-main">
        <Img
          src={current}
          alt={alt(index)}
          width={1200}
          height={750}
          sizes={IMAGE_SIZES.gallery}
          eager
        />
      </div>
      <div className="gallery-nav">
        {count > 1 ? (
          <Link
            to={href(index - 1)}
            preventScrollReset
            replace
            onClick={select(index - 1)}
            className="btn btn-outline btn-small"
          >
            Previous image
          </Link>
        ) : (
          <span />
        )}
        <span aria-live="polite">
          {index + 1} / {count}
        </span>
        {enlargeable ? (
          <Link
            to={href(index, true)}
            preventScrollReset
            onClick={openModal}
            className="btn btn-outline btn-small"
          >
            Enlarge image
          </Link>
        ) : null}
        {count > 1 ? (
          <Link
            to={href(index + 1)}
            preventScrollReset
            replace
            onClick={select(index + 1)}
            className="btn btn-outline btn-small"
          >
            Next image
          </Link>
        ) : (
          <span />
        )}
      </div>
      {images.length > 1 ? (
        <ul className="thumbs" aria-label="Choose an image">
          {images.map((src, i) => (
            <li key={src}>
              <Link
                to={href(i)}
                preventScrollReset
                replace
                onClick={select(i)}
                aria-current={i === index ? 'true' : undefined}
                aria-label={`Show image ${i + 1} of ${count}`}
              >
                <Img src={src} alt="" width={96} height={60} sizes={IMAGE_SIZES.thumb} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {enlargeable ? (
        <dialog ref={dialog} className="modal" aria-label={`${title}, enlarged image`}>
          <form method="dialog" className="modal-inner">
            <button type="submit" className="btn modal-close">
              Close
            </button>
            {/* Enlarged: the full file, not a copy. */}
            <Img src={current} alt={alt(index)} width={1600} height={1000} sizes={null} />
          </form>
        </dialog>
      ) : null}
      {enlargeable && enlarged ? (
        <div
          className="modal-overlay"
          role="dialog"
          aria-modal="true"
          aria-label={`${title}, enlarged image`}
        >
          <div className="modal-inner">
            <Link to={href(index)} preventScrollReset className="btn modal-close">
              Close
            </Link>
            <Img src={current} alt={alt(index)} width={1600} height={1000} sizes={null} eager />
          </div>
        </div>
      ) : null}
    </div>
  )
}
