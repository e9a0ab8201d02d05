import { CONTACT_SUBJECTS, OPENING_HOURS } from '@dealership/api/contract/options'
import { contactMessageInput } from '@dealership/api/contract'
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

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const
const SUCCESS = 'Thank you for your message! We will get back to you shortly.'

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Contact Us',
    description:
      'Contact our Nairobi luxury car showroom about sales, test drives, imports or service. Open Monday to Saturday, 9am to 6pm.',
    path: '/contact',
  })

export function loader({ request }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.get(SENT_PARAM) === '1' }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const done = redirect(`/contact?${SENT_PARAM}=1`)
  if (isSpam(form)) return done
  const values = textValues(form, FIELDS)
  const payload = toPayload(values, [])
  const failure = await submit(
    context,
    '/api/contact-messages',
    contactMessageInput,
    values,
    payload,
    payload,
    {
      failed: 'Failed to submit contact message',
      unexpected: 'An error occurred while submitting your message.',
    },
  )
  return failure ? data(failure, 400) : done
}

export default function Contact() {
  const { sent } = useLoaderData<typeof loader>()
  const failure = useActionData<typeof action>()
  const navigation = useNavigation()
  const location = useLocation()
  const busy = navigation.state === 'submitting'
  return (
    <div className="page">
      <h1>Contact Us</h1>
      <div className="detail">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <FormAlerts error={failure?.formError} success={sent && !failure ? SUCCESS : null} />
          {/* Keyed by location: a successful post lands on a new location and clears the form. */}
          <Form method="post" key={location.key} aria-labelledby="contact-form-title">
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
              <TextField name="phone" label="Phone" type="tel" autoComplete="tel" state={failure} />
              <SelectField
                name="subject"
                label="Subject"
                required
                placeholder="Select a subject"
                options={CONTACT_SUBJECTS}
                state={failure}
              />
              <TextArea name="message" label="Message" required className="full" state={failure} />
            </div>
            <SubmitButton busy={busy} label="Send Message" busyLabel="Sending..." />
          </Form>
        </section>
        <section aria-labelledby="visit-title">
          <h2 id="visit-title">Visit our showroom</h2>
          <p>Nairobi, Kenya</p>
          <h3>Opening Hours</h3>
          <ul>
            {OPENING_HOURS.map((h) => (
              <li key={h.days}>
                {h.days}: {h.hours}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}
