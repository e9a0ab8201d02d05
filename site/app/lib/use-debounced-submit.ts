import { useLocation, useNavigation, useSubmit } from '@remix-run/react'
import { useCallback, useEffect, useRef } from 'react'

/**
 * One waiting callback at a time (a form following its fields a moment after they stop
 * changing), dropped as soon as the page starts to move on (a submit, a link, a preset,
 * the back button), not when it gets there: fired in between, a form's late navigation
 * would take the visitor back to the values the form had before. A callback that returns
 * the address it navigated to makes that navigation the form's own: a change made while
 * it is on its way waits for its moment as any other. Also dropped on unmount.
 */
export function usePageTimer() {
  const navigation = useNavigation()
  const moving =
    navigation.state === 'idle' ? null : navigation.location.pathname + navigation.location.search
  const own = useRef<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => {
    if (moving !== null && moving !== own.current) clearTimeout(timer.current)
  }, [moving])
  useEffect(() => () => clearTimeout(timer.current), [])
  const cancel = useCallback(() => clearTimeout(timer.current), [])
  const schedule = useCallback((run: () => string | void, delayMs: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      own.current = run() ?? null
    }, delayMs)
  }, [])
  return { schedule, cancel }
}

/** A GET form's fields as its address's query (a GET form takes no file). */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams()
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') params.append(name, value)
  }
  return params
}

/** The address a GET form's submission goes to, as Remix writes it. */
function addressOf(form: HTMLFormElement): string {
  return `${new URL(form.action).pathname}?${formParams(form)}`
}

/**
 * The key of a form whose fields follow the address: it changes when the address does (a
 * shared link, a preset, Reset, the back button), so the fields show the address's
 * values, but not when the address is the form's own navigation arriving (told by
 * `sending` as it leaves): the fields already say it, and what the visitor typed while
 * it was on its way stays.
 */
export function useFieldsKey() {
  const { pathname, search } = useLocation()
  const sent = useRef<string | null>(null)
  const key = useRef({ search, n: 0 })
  if (key.current.search !== search) {
    // Remix writes a GET form's empty search as "?", and the address has none then.
    const own = sent.current !== null && sent.current.replace(/\?$/, '') === pathname + search
    key.current = { search, n: own ? key.current.n : key.current.n + 1 }
    sent.current = null
  }
  const sending = useCallback((href: string) => {
    sent.current = href
  }, [])
  return { fieldsKey: String(key.current.n), sending }
}

/**
 * Submits a GET form a moment after its fields stop changing, so the figures follow the
 * fields (the finance calculator, the landed-cost estimator), on `usePageTimer`'s rule;
 * `fieldsKey` is the form's key (`useFieldsKey`).
 */
export function useDebouncedSubmit(delayMs: number) {
  const submit = useSubmit()
  const { fieldsKey, sending } = useFieldsKey()
  const { schedule: later, cancel } = usePageTimer()
  const schedule = useCallback(
    (form: HTMLFormElement) =>
      later(() => {
        const href = addressOf(form)
        sending(href)
        submit(form, { replace: true, preventScrollReset: true })
        return href
      }, delayMs),
    [later, submit, sending, delayMs],
  )
  return { schedule, cancel, fieldsKey }
}
