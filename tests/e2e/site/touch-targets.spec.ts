// Touch targets on a phone: every visible control of every public page is at least
// 44x44 CSS pixels, as a thumb needs (WCAG 2.5.5), at 390 px wide with JavaScript on and
// off. Links inside running text are excepted, as WCAG excepts them: a link whose
// paragraph or list item also holds words of its own.
import { expect, test } from './fixtures'
import { publicPagePaths } from './helpers'

test.use({ viewport: { width: 390, height: 844 } })

const MIN = 44

test('every control of every public page is a 44x44 target', async ({ page }) => {
  const small: string[] = []
  for (const path of [...publicPagePaths(), '/cars?fuel=Diesel', '/no-such-page']) {
    await page.goto(path)
    const found = await page.evaluate((min) => {
      const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary'
      const out: string[] = []
      const inRunningText = (el: Element) => {
        const block = el.closest('p, li, dd, td, blockquote, figcaption')
        if (!block) return false
        const own = Array.from(block.childNodes)
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent?.trim() ?? '')
          .join('')
        return own.length > 0
      }
      for (const el of Array.from(document.querySelectorAll(selector))) {
        const box = el.getBoundingClientRect()
        const style = getComputedStyle(el)
        // Only what a visitor can see and reach: not a closed menu's links, not the
        // honeypot placed off the screen for bots, not the skip link until focused.
        if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
        if (box.width === 0 || box.height === 0 || box.right <= 0) continue
        if (el.closest('[inert], [aria-hidden="true"], .visually-hidden, .skip-link')) continue
        if (el.tagName === 'A' && style.display === 'inline' && inRunningText(el)) continue
        // A checkbox's target is its label's line too.
        let target = box
        if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
          const field = el.closest('.field')
          if (field) target = field.getBoundingClientRect()
        }
        if (target.width < min - 0.5 || target.height < min - 0.5) {
          const name =
            el.getAttribute('aria-label') ||
            (el as HTMLElement).innerText?.trim().slice(0, 40) ||
            el.getAttribute('name') ||
            el.tagName
          out.push(`${name} (${Math.round(target.width)}x${Math.round(target.height)})`)
        }
      }
      return out
    }, MIN)
    for (const f of found) small.push(`${path}: ${f}`)
  }
  expect(small, 'controls smaller than 44x44').toEqual([])
})
