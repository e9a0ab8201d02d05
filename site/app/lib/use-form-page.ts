import { useActionData, useLocation, useNavigation, useSearchParams } from '@remix-run/react'
import { SENT_PARAM } from './forms'
import type { FormFailure } from './forms.server'

/**
 * What a public form page shows: whether the last post succeeded (post/redirect/get
 * lands on `?sent=1`), the failure its action returned, whether a post is under way,
 * and a key that changes with every navigation so a successful post clears the form.
 */
export function useFormPage() {
  const failure = useActionData<FormFailure>()
  const [params] = useSearchParams()
  const navigation = useNavigation()
  const location = useLocation()
  return {
    sent: params.get(SENT_PARAM) === '1' && !failure,
    failure,
    busy: navigation.state === 'submitting',
    formKey: location.key,
  }
}
