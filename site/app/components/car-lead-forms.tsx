// The two forms of a car's page: an enquiry about the car and a test-drive booking.
// Plain POST forms to the page's action (they work without JavaScript); each shows its
// own errors and, after a post, the reference the visitor can quote.
import { PREFERRED_CONTACTS, TEST_DRIVE_TIMES } from '@dealership/api/contract/options'
import { Form, useNavigation } from '@remix-run/react'
import {
  FormAlerts,
  Honeypot,
  SelectField,
  SubmitButton,
  TextArea,
  TextField,
  VisitorFields,
  type FormState,
} from './form-fields'
import { PrivacyNote } from './privacy-note'

export const CAR_LEAD_INTENTS = ['enquiry', 'test-drive'] as const
export type CarLeadIntent = (typeof CAR_LEAD_INTENTS)[number]

/** What a car page shows after a post: which form, its reference, a Sunday request. */
export type CarLeadSent = { intent: CarLeadIntent; reference: string | null; appointment: boolean }

/** A form's failure as the action returns it: which form, and its fields' messages. */
export type CarLeadFailure = FormState & { intent: CarLeadIntent; formError: string }

/** "9:00 am" for "09:00". */
function timeLabel(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number)
  return `${h > 12 ? h - 12 : h}:${String(m).padStart(2, '0')} ${h >= 12 ? 'pm' : 'am'}`
}

function sentText(sent: CarLeadSent): string {
  const reference = sent.reference ? ` Your reference is ${sent.reference}.` : ''
  if (sent.intent === 'enquiry')
    return `Thank you for your enquiry.${reference} We will contact you within 24 hours.`
  return sent.appointment
    ? `Thank you: your test drive request is received.${reference} Sundays are by appointment, so we will call you to confirm the time.`
    : `Thank you: your test drive is booked.${reference} We will call you to confirm.`
}

type Props = {
  carTitle: string
  sent: CarLeadSent | null
  failure: CarLeadFailure | undefined
  /** YYYY-MM-DD bounds of the test-drive date: today and the last bookable day. */
  dates: { min: string; max: string }
  /** Changes with every navigation, so a successful post clears the form. */
  formKey: string
}

export function CarLeadForms({ carTitle, sent, failure, dates, formKey }: Props) {
  const navigation = useNavigation()
  const busy = (intent: CarLeadIntent) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const stateOf = (intent: CarLeadIntent) => (failure?.intent === intent ? failure : undefined)
  const alerts = (intent: CarLeadIntent) => (
    <FormAlerts
      error={stateOf(intent)?.formError}
      success={sent?.intent === intent && !failure ? sentText(sent) : null}
    />
  )

  return (
    <div className="detail car-lead-forms">
      <section id="enquire" aria-labelledby="enquire-title">
        <h2 id="enquire-title">Enquire about this car</h2>
        {alerts('enquiry')}
        <Form method="post" key={`enquiry-${formKey}`} aria-labelledby="enquire-title" noValidate>
          <input type="hidden" name="intent" value="enquiry" />
          <Honeypot idPrefix="enquiry-" />
          <div className="form-grid">
            <VisitorFields
              state={stateOf('enquiry')}
              phoneRequired
              emailRequired={false}
              idPrefix="enquiry-"
            />
            <SelectField
              name="preferredContact"
              label="Preferred contact"
              required
              placeholder="Choose one"
              options={PREFERRED_CONTACTS}
              state={stateOf('enquiry')}
              idPrefix="enquiry-"
            />
            <TextArea
              name="message"
              label="Message"
              required
              className="full"
              state={{
                ...stateOf('enquiry'),
                values: stateOf('enquiry')?.values ?? {
                  message: `I'm interested in the ${carTitle}.`,
                },
              }}
              idPrefix="enquiry-"
            />
          </div>
          <PrivacyNote />
          <SubmitButton busy={busy('enquiry')} label="Send Enquiry" busyLabel="Sending..." />
        </Form>
      </section>
      <section id="test-drive" aria-labelledby="test-drive-title">
        <h2 id="test-drive-title">Book a test drive</h2>
        <p className="muted">
          Monday to Saturday, 9am to 6pm. Sundays by appointment: choose a Sunday and we will call
          you to confirm.
        </p>
        {alerts('test-drive')}
        <Form
          method="post"
          key={`test-drive-${formKey}`}
          aria-labelledby="test-drive-title"
          noValidate
        >
          <input type="hidden" name="intent" value="test-drive" />
          <Honeypot idPrefix="test-drive-" />
          <div className="form-grid">
            <TextField
              name="preferredDate"
              label="Preferred date"
              type="date"
              required
              min={dates.min}
              max={dates.max}
              state={stateOf('test-drive')}
              idPrefix="test-drive-"
            />
            <SelectField
              name="preferredTime"
              label="Preferred time"
              required
              placeholder="Choose a time"
              options={TEST_DRIVE_TIMES.map((t): [string, string] => [t, timeLabel(t)])}
              state={stateOf('test-drive')}
              idPrefix="test-drive-"
            />
            <VisitorFields
              state={stateOf('test-drive')}
              phoneRequired
              emailRequired={false}
              idPrefix="test-drive-"
            />
          </div>
          <PrivacyNote />
          <SubmitButton busy={busy('test-drive')} label="Book Test Drive" busyLabel="Booking..." />
        </Form>
      </section>
    </div>
  )
}
