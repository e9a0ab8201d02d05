// Nothing covers a control: on every public page, at phone, tablet and desktop widths,
// scrolling through the whole page, the centre of every visible link, button and form
// field is the element itself (document.elementFromPoint), not the chat button or
// anything else laid over it.
//
// The bars fixed across the whole width of the screen (the sticky header, the chat
// button's dock, a car page's bar) are the screen's edges: a control scrolled under one
// is out of view, not covered. But each control must come clear of them at some scroll
// position, or the page has not left room for them.
import { expect, test } from './fixtures'
import { publicPagePaths } from './helpers'

type Finding = { covered: string[]; neverClear: string[] }

/** Runs in the page: scrolls from top to bottom and reports what was covered. */
function findCovered(): Finding {
  const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary'
  const describe = (el: Element) => {
    const text =
      (el as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ||
      el.getAttribute('aria-label') ||
      el.getAttribute('name') ||
      ''
    return `${el.tagName.toLowerCase()} "${text}"`
  }
  const name = (el: Element | null) =>
    el
      ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
          typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''
        }`
      : 'nothing'
  const isFixed = (el: Element) => {
    const position = getComputedStyle(el).position
    return position === 'fixed' || position === 'sticky'
  }
  const onFixed = (el: Element) => {
    for (let p: Element | null = el; p && p !== document.body; p = p.parentElement) {
      if (isFixed(p)) return true
    }
    return false
  }
  /** A control shown in a clipped box (a scrolling strip) only counts where it shows. */
  const clippedOut = (el: Element, x: number, y: number) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const s = getComputedStyle(p)
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue
      const r = p.getBoundingClientRect()
      if (x < r.left || x > r.right || y < r.top || y > r.bottom) return true
    }
    return false
  }
  /** Visually hidden until focused (the skip link), or made invisible (a honeypot). */
  const hiddenByDesign = (el: Element) => {
    for (let p: Element | null = el; p && p !== document.body; p = p.parentElement) {
      const s = getComputedStyle(p)
      if (s.clip !== 'auto' && s.clip !== '') return true
      if (s.clipPath !== 'none') return true
      if (p.hasAttribute('inert') || p.getAttribute('aria-hidden') === 'true') return true
    }
    return false
  }

  const controls = Array.from(document.querySelectorAll(CONTROLS))
  const clear = new Set<Element>()
  const banded = new Set<Element>()
  const covered = new Set<string>()
  const view = { w: document.documentElement.clientWidth, h: window.innerHeight }
  const total = document.documentElement.scrollHeight
  // Finer than the smallest control (44px): every centre passes under every fixed thing.
  const step = 40
  for (let y = 0; ; y += step) {
    window.scrollTo(0, y)
    const bands = Array.from(document.querySelectorAll('body *'))
      .filter((el) => isFixed(el) && el.getBoundingClientRect().width >= view.w - 1)
      .filter((el) => el.checkVisibility())
    const bandRects = bands.map((b) => b.getBoundingClientRect())
    for (const el of controls) {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
      const r = el.getBoundingClientRect()
      if (r.width < 2 || r.height < 2) continue
      const cx = r.left + r.width / 2
      const cy = r.top + r.height / 2
      // (Within a pixel of an edge, elementFromPoint's rounding may land either side.)
      if (cx < 1 || cy < 1 || cx > view.w - 1 || cy > view.h - 1) continue
      if (hiddenByDesign(el) || clippedOut(el, cx, cy)) continue
      // A control on a fixed bar, or on the floating chat button's dock, moves with the
      // screen: it is never out of view, only ever covered.
      if (!onFixed(el) && bandRects.some((b) => cy >= b.top - 1 && cy <= b.bottom + 1)) {
        banded.add(el)
        continue
      }
      const hit = document.elementFromPoint(cx, cy)
      if (hit && (hit === el || el.contains(hit))) {
        clear.add(el)
        continue
      }
      covered.add(`${describe(el)} is under ${name(hit)}`)
    }
    if (y >= total - view.h) break
  }
  const neverClear = [...banded].filter((el) => !clear.has(el)).map(describe)
  window.scrollTo(0, 0)
  return { covered: [...covered], neverClear }
}

for (const width of [320, 390, 768, 1280, 1440]) {
  test(`at ${width} px wide, nothing covers a control on any public page`, async ({ page }) => {
    test.slow()
    await page.setViewportSize({ width, height: width >= 1024 ? 900 : 800 })
    // A still page: the carousel does not turn while the page is read.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const report: string[] = []
    for (const path of publicPagePaths()) {
      await page.goto(path)
      const found = await page.evaluate(findCovered)
      for (const line of found.covered) report.push(`${path}: ${line}`)
      for (const line of found.neverClear)
        report.push(`${path}: ${line} never comes out from under the fixed bars`)
    }
    expect(report).toEqual([])
  })
}
