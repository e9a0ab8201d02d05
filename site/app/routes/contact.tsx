import { CONTACT_SUBJECTS } from '@dealership/api/contract/options'
import { openingHoursSentence } from '@dealership/api/contract/dealer'
import { contactMessageInput } from '@dealership/api/contract'
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import {
  FormAlerts,
  Honeypot,
  SelectField,
  SubmitButton,
  TextArea,
  VisitorFields,
} from '../components/form-fields'
import { PrivacyNote } from '../components/privacy-note'
import { DealerContact } from '../components/dealer-contact'
import { OpeningHours } from '../components/opening-hours'
import { dealerDetails } from '../api/dealer-settings.server'
import { settle } from '../api/client.server'
import { confirmationText } from '../lib/confirmation'
import { confirmationHeaders, confirmationLoader, postTextForm } from '../lib/forms.server'
import { pageMeta } from '../lib/meta'
import { useSiteConfig } from '../lib/use-brand-names'
import { useFormPage } from '../lib/use-form-page'
import { GeneralErrorBoundary } from '../components/status-page'

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const
const THANKS = 'Thank you for your message!'
const NEXT = 'We will get back to you shortly.'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const dealer = await settle(dealerDetails(context))
  return confirmationLoader(request, { dealer: dealer.ok ? dealer.data : null })
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  postTextForm(context, request, {
    page: '/contact',
    path: '/api/contact-messages',
    schema: contactMessageInput,
    fields: FIELDS,
    messages: {
      failed: 'Failed to submit contact message',
      unexpected: 'An error occurred while submitting your message.',
    },
  })

export const headers = confirmationHeaders

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, {
    title: 'Contact Us',
    description: `Contact our Nairobi luxury car showroom about sales, test drives, imports or service.${
      data?.dealer ? ` Open ${openingHoursSentence(data.dealer.openingHours)}.` : ''
    }`,
    path: '/contact',
  })

export default function Contact() {
  const { sent, reference, failure, busy, formKey } = useFormPage()
  const { dealer } = useLoaderData<typeof loader>()
  const { siteName } = useSiteConfig()
  return (
    <div className="page">
      <h1>Contact Us</h1>
      <div className="detail">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <FormAlerts
            error={failure?.formError}
            success={sent ? confirmationText(THANKS, reference, NEXT) : null}
          />
          {/* Keyed by location: a successful post lands on a new location and clears the form. */}
          <Form method="post" key={formKey} aria-labelledby="contact-form-title" noValidate>
            <Honeypot />
            <div className="form-grid">
              <VisitorFields state={failure} phoneRequired={false} />
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
            <PrivacyNote />
            <SubmitButton busy={busy} label="Send Message" busyLabel="Sending..." />
          </Form>
        </section>
        <section aria-labelledby="visit-title">
          <h2 id="visit-title">Visit our showroom</h2>
          {dealer ? (
            <>
              <DealerContact dealer={dealer} siteName={siteName} />
              <h3>Opening Hours</h3>
              <OpeningHours hours={dealer.openingHours} />
            </>
          ) : (
            <p>Nairobi, Kenya</p>
          )}
        </section>
      </div>
    </div>
  )
}

// A failure of this page's loader or action, shown inside the layout.
export const ErrorBoundary = GeneralErrorBoundary
