import { useNavigation } from '@remix-run/react'
import { useCallback, useEffect, useRef } from 'react'

/**
 * A calculator's answer, brought into view when the visitor asks for it (Calculate,
 * Estimate) rather than when the figures follow a field as it is typed: on a phone the
 * answer sits below the form, and the page would otherwise stay at the button. Its
 * heading takes the focus, so a screen reader reads on from the answer. Without
 * JavaScript the button's `formAction` carries the answer's #id and the browser opens
 * the new page there.
 */
export function useAnswerInView<T extends HTMLElement>() {
  const answer = useRef<T>(null)
  const asked = useRef(false)
  const idle = useNavigation().state === 'idle'
  useEffect(() => {
    if (!idle || !asked.current) return
    asked.current = false
    const el = answer.current
    if (!el) return
    el.scrollIntoView({ block: 'start' })
    el.focus({ preventScroll: true })
  }, [idle])
  const asking = useCallback(() => {
    asked.current = true
  }, [])
  return { answer, asking }
}
