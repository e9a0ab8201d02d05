import { IMPORT_BUDGETS } from '@dealership/api/contract/options'
import { importRequestInput } from '@dealership/api/contract'
import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form } from '@remix-run/react'
import {
  AdditionalInfoField,
  CarAskedFields,
  FormAlerts,
  Honeypot,
  SelectField,
  SubmitButton,
  VisitorFields,
} from '../components/form-fields'
import { isSpam, sentRedirect, submit, textValues, toPayload } from '../lib/forms.server'
import { pageMeta } from '../lib/meta'
import { useFormPage } from '../lib/use-form-page'

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

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const done = sentRedirect('/import')
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
  const { sent, failure, busy, formKey } = useFormPage()
  return (
    <div className="page narrow">
      <h1>Import Order</h1>
      <p>
        Looking for a specific luxury vehicle? We source it abroad, ship it and clear it for you.
        Fill in the form and we will contact you within 24 hours.
      </p>
      <FormAlerts error={failure?.formError} success={sent ? SUCCESS : null} />
      <Form method="post" key={formKey} aria-label="Import order">
        <Honeypot />
        <div className="form-grid">
          <VisitorFields state={failure} phoneRequired />
          <CarAskedFields state={failure} yearRequired={false} />
          <SelectField
            name="budget"
            label="Budget (KES)"
            required
            placeholder="Select a budget"
            options={IMPORT_BUDGETS}
            state={failure}
          />
          <AdditionalInfoField state={failure} />
        </div>
        <SubmitButton busy={busy} label="Submit Import Request" busyLabel="Submitting..." />
      </Form>
    </div>
  )
}
