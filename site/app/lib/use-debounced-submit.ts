import { useNavigation, useSubmit } from '@remix-run/react'
import { useCallback, useEffect, useRef } from 'react'

/**
 * Submits a GET form a moment after its fields stop changing, so the figures follow the
 * fields (the finance calculator, the landed-cost estimator). A submission still waiting
 * is dropped as soon as the page starts to move on (Calculate, a lender's preset, any
 * link, the back button), not when it gets there: fired in between, it would take the
 * visitor back to the values the form had before.
 */
export function useDebouncedSubmit(delayMs: number) {
  const submit = useSubmit()
  const moving = useNavigation().state !== 'idle'
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => {
    if (moving) clearTimeout(timer.current)
  }, [moving])
  useEffect(() => () => clearTimeout(timer.current), [])
  const cancel = useCallback(() => clearTimeout(timer.current), [])
  const schedule = useCallback(
    (form: HTMLFormElement) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(
        () => submit(form, { replace: true, preventScrollReset: true }),
        delayMs,
      )
    },
    [submit, delayMs],
  )
  return { schedule, cancel }
}
