import { IMPORT_BUDGETS } from '@dealership/api/contract/options'
import { importRequestInput } from '@dealership/api/contract'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import {
  FormAlerts,
  Honeypot,
  SelectField,
  SubmitButton,
  TextArea,
  TextField,
} from '../components/form-fields'
import { SENT_PARAM } from '../lib/forms'
import { isSpam, submit, textValues, toPayload } from '../lib/forms.server'
import { pageMeta } from '../lib/meta'

const FIELDS = [
  'name',
  'email',
  'phone',
  'carMake',
  'carModel',
  'carYear',
  'budget',
  'additionalInfo',
] as const
const SUCCESS =
  'Thank you! Your import request has been received. Our team will contact you within 24 hours.'

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Import Order',
    description:
      'Import your dream luxury car to Kenya. Tell us the make, model and budget and we will contact you within 24 hours.',
    path: '/import',
  })

export function loader({ request }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.get(SENT_PARAM) === '1' }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const done = redirect(`/import?${SENT_PARAM}=1`)
  if (isSpam(form)) return done
  const values = textValues(form, FIELDS)
  const payload = toPayload(values, ['carYear'])
  const failure = await submit(
    context,
    '/api/import-requests',
    importRequestInput,
    values,
    payload,
    payload,
    {
      failed: 'Failed to submit import request',
      unexpected: 'An error occurred while submitting your request.',
    },
  )
  return failure ? data(failure, 400) : done
}

export default function Import() {
  const { sent } = useLoaderData<typeof loader>()
  const failure = useActionData<typeof action>()
  const navigation = useNavigation()
  const location = useLocation()
  const busy = navigation.state === 'submitting'
  return (
    <div className="page narrow">
      <h1>Import Order</h1>
      <p>
        Looking for a specific luxury vehicle? We source it abroad, ship it and clear it for you.
        Fill in the form and we will contact you within 24 hours.
      </p>
      <FormAlerts error={failure?.formError} success={sent && !failure ? SUCCESS : null} />
      <Form method="post" key={location.key} aria-label="Import order">
        <Honeypot />
        <div className="form-grid">
          <TextField name="name" label="Name" required autoComplete="name" state={failure} />
          <TextField
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            state={failure}
          />
          <TextField
            name="phone"
            label="Phone"
            type="tel"
            required
            autoComplete="tel"
            state={failure}
          />
          <TextField name="carMake" label="Car Make" required state={failure} />
          <TextField name="carModel" label="Car Model" required state={failure} />
          <TextField
            name="carYear"
            label="Car Year"
            type="number"
            min={1900}
            max={2100}
            inputMode="numeric"
            state={failure}
          />
          <SelectField
            name="budget"
            label="Budget (KES)"
            required
            placeholder="Select a budget"
            options={IMPORT_BUDGETS}
            state={failure}
          />
          <TextArea
            name="additionalInfo"
            label="Additional Information"
            className="full"
            state={failure}
          />
        </div>
        <SubmitButton busy={busy} label="Submit Import Request" busyLabel="Submitting..." />
      </Form>
    </div>
  )
}
