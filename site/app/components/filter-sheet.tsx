// A list's filters on a phone: behind a "Filters" control, in a sheet over the page.
// Without JavaScript the control is a link to the sheet and CSS shows it as the link's
// :target; its close link goes back to the results. With JavaScript the same elements
// make a modal dialog: focus moves into it and stays there, Escape and Close shut it and
// focus returns to the control, and the page behind is inert. On wider screens the sheet
// is a plain panel beside the results and the control is not shown.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'

/** The width below which the filters are a sheet (see .filter-sheet in styles.css). */
export const SHEET_MEDIA = '(max-width: 899.98px)'

export type Sheet = {
  id: string
  open: boolean
  show: () => void
  close: () => void
  openerRef: React.RefObject<HTMLAnchorElement>
  sheetRef: React.RefObject<HTMLDivElement>
}

/** Makes everything but `el` and its ancestors inert; returns the undo. */
function inertOutside(el: HTMLElement): () => void {
  const made: Element[] = []
  for (let node: HTMLElement | null = el; node && node !== document.body;) {
    const parent: HTMLElement | null = node.parentElement
    for (const sibling of Array.from(parent?.children ?? [])) {
      if (sibling !== node && !sibling.hasAttribute('inert') && sibling.tagName !== 'SCRIPT') {
        sibling.setAttribute('inert', '')
        made.push(sibling)
      }
    }
    node = parent
  }
  return () => {
    for (const m of made) m.removeAttribute('inert')
  }
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

export function useSheet(id: string): Sheet {
  const [open, setOpen] = useState(false)
  const openerRef = useRef<HTMLAnchorElement>(null)
  const sheetRef = useRef<HTMLDivElement>(null)
  const show = useCallback(() => setOpen(true), [])
  // Focus goes back to the control once the page is no longer inert (the effect's undo).
  const refocus = useRef(false)
  const close = useCallback(() => {
    refocus.current = true
    setOpen(false)
  }, [])
  // Opened before the page came alive (the link's #target): carry on as the dialog.
  useEffect(() => {
    if (window.location.hash !== `#${id}` || !window.matchMedia(SHEET_MEDIA).matches) return
    window.history.replaceState(window.history.state, '', window.location.href.split('#')[0])
    setOpen(true)
  }, [id])

  useEffect(() => {
    const sheet = sheetRef.current
    const opener = openerRef.current
    if (!open || !sheet) return
    const undoInert = inertOutside(sheet)
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    sheet.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault()
        close()
        return
      }
      if (e.key !== 'Tab') return
      const items = Array.from(sheet.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.offsetParent !== null,
      )
      const first = items[0]
      const last = items.at(-1)
      if (!first || !last) return
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    // Widened past the sheet's width: it becomes the side panel again.
    const media = window.matchMedia(SHEET_MEDIA)
    const onMedia = () => {
      if (!media.matches) setOpen(false)
    }
    media.addEventListener('change', onMedia)
    return () => {
      document.removeEventListener('keydown', onKey)
      media.removeEventListener('change', onMedia)
      document.body.style.overflow = overflow
      undoInert()
      if (refocus.current) opener?.focus()
      refocus.current = false
    }
  }, [open, close])

  return { id, open, show, close, openerRef, sheetRef }
}

/** The control that opens the sheet (shown on phones only), with the active filters' count. */
export function SheetOpener({ sheet, active }: { sheet: Sheet; active: number }) {
  return (
    <a
      ref={sheet.openerRef}
      href={`#${sheet.id}`}
      className="btn btn-outline filter-open"
      aria-controls={sheet.id}
      aria-haspopup="dialog"
      aria-expanded={sheet.open}
      aria-label={active > 0 ? `Filters, ${active} active` : undefined}
      onClick={(e) => {
        e.preventDefault()
        sheet.show()
      }}
    >
      Filters
      {active > 0 ? (
        <span className="count-badge" aria-hidden="true">
          {active}
        </span>
      ) : null}
    </a>
  )
}

/**
 * The sheet: `titleId` names the heading inside `children` that titles the dialog;
 * `backTo` is where its close link goes without JavaScript.
 */
export function FilterSheet({
  sheet,
  titleId,
  backTo,
  children,
}: {
  sheet: Sheet
  titleId: string
  backTo: string
  children: ReactNode
}) {
  const dialog = sheet.open
    ? ({ role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId } as const)
    : {}
  return (
    <div
      id={sheet.id}
      ref={sheet.sheetRef}
      className={sheet.open ? 'filter-sheet open' : 'filter-sheet'}
      {...dialog}
    >
      <a
        href={backTo}
        className="btn btn-outline btn-small filter-close"
        onClick={(e) => {
          e.preventDefault()
          sheet.close()
        }}
      >
        <span aria-hidden="true">×</span> Close<span className="visually-hidden"> filters</span>
      </a>
      {children}
    </div>
  )
}
