import { useActionData, useLocation, useNavigation, useSearchParams } from '@remix-run/react'
import { useEffect } from 'react'
import { referenceIn } from './confirmation'
import { SENT_PARAM } from './forms'
import type { FormFailure } from './forms.server'

/**
 * What a public form page shows: whether the last post succeeded (post/redirect/get
 * lands on `?sent=1&ref=…`) and the reference it gave, the failure its action returned,
 * whether a post is under way, and a key that changes with every navigation so a
 * successful post clears the form.
 */
export function useFormPage<F extends FormFailure = FormFailure>() {
  const failure = useActionData<F>()
  const [params] = useSearchParams()
  const navigation = useNavigation()
  const location = useLocation()
  const sent = params.get(SENT_PARAM) === '1' && !failure
  // With JavaScript the page stays where the visitor pressed Send: bring the first field
  // named wrong into view and give it focus (without it, the reloaded page starts at the
  // top, at the message above the form).
  useEffect(() => {
    const first = document.querySelector<HTMLElement>('form[method="post"] [aria-invalid="true"]')
    if (!failure || !first) return
    first.scrollIntoView({ block: 'center' })
    first.focus({ preventScroll: true })
  }, [failure])
  return {
    sent,
    /** The stored lead's reference, for the confirmation to show. */
    reference: sent ? referenceIn(params) : null,
    failure,
    busy: navigation.state === 'submitting',
    formKey: location.key,
  }
}
