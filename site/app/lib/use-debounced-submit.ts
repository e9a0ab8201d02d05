import { useLocation, useSubmit } from '@remix-run/react'
import { useCallback, useEffect, useRef } from 'react'

/**
 * Submits a GET form a moment after its fields stop changing, so the figures follow the
 * fields (the finance calculator, the landed-cost estimator). A submission still waiting
 * is dropped once the address changes (Calculate, a lender's preset, any link) or the
 * form is submitted: fired late, it would take the visitor back to the values the form
 * had before.
 */
export function useDebouncedSubmit(delayMs: number) {
  const submit = useSubmit()
  const { search } = useLocation()
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [search])
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
