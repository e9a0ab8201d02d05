import { useNavigation, useSubmit } from '@remix-run/react'
import { useCallback, useEffect, useRef } from 'react'

/**
 * One waiting callback at a time (a form following its fields a moment after they stop
 * changing), dropped as soon as the page starts to move on (a submit, a link, a preset,
 * the back button), not when it gets there: fired in between, a form's late navigation
 * would take the visitor back to the values the form had before. Also dropped on unmount.
 */
export function usePageTimer() {
  const moving = useNavigation().state !== 'idle'
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => {
    if (moving) clearTimeout(timer.current)
  }, [moving])
  useEffect(() => () => clearTimeout(timer.current), [])
  const cancel = useCallback(() => clearTimeout(timer.current), [])
  const schedule = useCallback((run: () => void, delayMs: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(run, delayMs)
  }, [])
  return { schedule, cancel }
}

/**
 * Submits a GET form a moment after its fields stop changing, so the figures follow the
 * fields (the finance calculator, the landed-cost estimator), on `usePageTimer`'s rule.
 */
export function useDebouncedSubmit(delayMs: number) {
  const submit = useSubmit()
  const { schedule: later, cancel } = usePageTimer()
  const schedule = useCallback(
    (form: HTMLFormElement) =>
      later(() => submit(form, { replace: true, preventScrollReset: true }), delayMs),
    [later, submit, delayMs],
  )
  return { schedule, cancel }
}
