import { Link } from '@remix-run/react'
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type TouchEvent,
} from 'react'
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
  /** Previous and next on the photo (car pages); the thumbnails alone choose (blog posts). */
  arrows?: boolean
}

function wrap(i: number, n: number) {
  return n === 0 ? 0 : ((i % n) + n) % n
}

/**
 * Image gallery. Thumbnails and previous/next are links (?image=N) so they work without
 * JavaScript; with it they switch in place and the enlarged view opens as a modal dialog.
 */
export function Gallery({
  images,
  title,
  initial,
  enlarged,
  enlargeable = true,
  arrows = true,
}: Props) {
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
  // A horizontal swipe of 40 px or more turns the page of photos.
  const touch = useRef<{ x: number; y: number } | null>(null)
  const onTouchStart = (e: TouchEvent) => {
    const t = e.touches[0]
    touch.current = t && e.touches.length === 1 ? { x: t.clientX, y: t.clientY } : null
  }
  const onTouchEnd = (e: TouchEvent) => {
    const start = touch.current
    const t = e.changedTouches[0]
    touch.current = null
    if (!start || !t || count < 2) return
    const dx = t.clientX - start.x
    if (Math.abs(dx) < 40 || Math.abs(dx) < Math.abs(t.clientY - start.y)) return
    setIndex((i) => wrap(i + (dx < 0 ? 1 : -1), count))
  }

  // The enlarged view: the photo on the whole screen, its count and Close above it,
  // previous and next beside it (links, so they work without JavaScript), swiped like
  // the gallery, and the arrow keys turn it while it is open.
  const viewer: ViewerProps = {
    src: current,
    alt: alt(index),
    count,
    position: index + 1,
    prev: { to: href(index - 1, true), onClick: select(index - 1) },
    next: { to: href(index + 1, true), onClick: select(index + 1) },
    swipe: { onTouchStart, onTouchEnd },
  }
  const onViewerKey = (e: KeyboardEvent) => {
    if (count < 2 || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return
    e.preventDefault()
    setIndex((i) => wrap(i + (e.key === 'ArrowRight' ? 1 : -1), count))
  }

  return (
    <div className="gallery" role="region" aria-label={`${title} gallery`}>
      {/* Swiped with JavaScript; the arrows and thumbnails are links that work without. */}
      <div className="gallery-main" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <Img
          src={current}
          alt={alt(index)}
          width={1200}
          height={750}
          sizes={IMAGE_SIZES.gallery}
          eager
        />
        {arrows && count > 1 ? (
          <>
            <TurnLink
              direction="prev"
              to={href(index - 1)}
              onClick={select(index - 1)}
              className="gallery-prev"
            />
            <TurnLink
              direction="next"
              to={href(index + 1)}
              onClick={select(index + 1)}
              className="gallery-next"
            />
          </>
        ) : null}
        <div className="gallery-meta">
          <span className="gallery-count" aria-live="polite">
            {index + 1} / {count}
          </span>
          {enlargeable ? (
            <Link
              to={href(index, true)}
              preventScrollReset
              onClick={openModal}
              className="gallery-icon"
              aria-label="Enlarge image"
            >
              <Icon path="M4 10V4h6M20 10V4h-6M4 14v6h6M20 14v6h-6" />
            </Link>
          ) : null}
        </div>
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
        <dialog
          ref={dialog}
          className="viewer"
          aria-label={`${title}, enlarged image`}
          onKeyDown={onViewerKey}
        >
          <ViewerBody
            {...viewer}
            eager={false}
            close={
              <form method="dialog">
                <button type="submit" className="viewer-close">
                  Close
                </button>
              </form>
            }
          />
        </dialog>
      ) : null}
      {enlargeable && enlarged ? (
        <div
          className="viewer viewer-page"
          role="dialog"
          aria-modal="true"
          aria-label={`${title}, enlarged image`}
        >
          <ViewerBody
            {...viewer}
            eager
            close={
              <Link to={href(index)} preventScrollReset replace className="viewer-close">
                Close
              </Link>
            }
          />
        </div>
      ) : null}
    </div>
  )
}

type ViewerLink = { to: string; onClick: (e: MouseEvent) => void }
type ViewerProps = {
  src: string | null
  alt: string
  count: number
  /** 1-based. */
  position: number
  prev: ViewerLink
  next: ViewerLink
  swipe: { onTouchStart: (e: TouchEvent) => void; onTouchEnd: (e: TouchEvent) => void }
}

/** What the enlarged view shows, as a modal dialog (JavaScript) or a page of its own. */
function ViewerBody({
  src,
  alt,
  count,
  position,
  prev,
  next,
  swipe,
  close,
  eager,
}: ViewerProps & { close: ReactNode; eager: boolean }) {
  return (
    <>
      <div className="viewer-bar">
        <span className="viewer-count">
          {position} / {count}
        </span>
        {close}
      </div>
      <div className="viewer-stage" {...swipe}>
        {/* Enlarged: the full file, not a copy. */}
        <Img src={src} alt={alt} width={1600} height={1000} sizes={null} eager={eager} />
        {count > 1 ? (
          <>
            <TurnLink direction="prev" {...prev} className="viewer-prev" />
            <TurnLink direction="next" {...next} className="viewer-next" />
          </>
        ) : null}
      </div>
    </>
  )
}

/** Previous or next: a link to the photo (?image=N) that JavaScript turns in place. */
function TurnLink({
  direction,
  to,
  onClick,
  className,
}: ViewerLink & { direction: 'prev' | 'next'; className: string }) {
  return (
    <Link
      to={to}
      onClick={onClick}
      preventScrollReset
      replace
      className={`gallery-icon ${className}`}
      aria-label={direction === 'prev' ? 'Previous image' : 'Next image'}
    >
      <Icon path={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </Link>
  )
}

/** A line icon for the gallery's controls (their names are on the links). */
function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
