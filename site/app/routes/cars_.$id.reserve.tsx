// Reserving a car online: the car, the deposit its price asks (the reservation settings)
// and what the deposit buys, then the buyer's details. The post starts the M-Pesa
// payment (the API sends the request to the buyer's phone) and lands on the
// reservation's private page, which waits for the phone's answer.
import { depositFor, reservationInput } from '@dealership/api/contract'
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { FormAlerts, SubmitButton, TextField, type FormState } from '../components/form-fields'
import { Img } from '../components/img'
import { LoadError } from '../components/load-error'
import { isNotFound, statusBoundary } from '../components/status-page'
import { getCar } from '../api/cars.server'
import { reservationSettings, reservationsOpen } from '../api/reservations.server'
import { carTitle, formatPrice } from '../lib/format'
import { submitForRecord, textValues } from '../lib/forms.server'
import { withBuyerSession } from '../lib/buyer-cookies.server'
import { pageMeta } from '../lib/meta'
import {
  BEING_RESERVED,
  BEING_RESERVED_BADGE,
  holdText,
  isBeingReserved,
} from '../lib/reservations'
import { canReserve } from '../lib/reservable.server'
import { useBrandNames } from '../lib/use-brand-names'
import { useFormPage } from '../lib/use-form-page'

const FIELDS = ['name', 'phone', 'email', 'consent'] as const

export async function loader({ params, context }: LoaderFunctionArgs) {
  const [car, settings, open] = await Promise.all([
    getCar(context, params.id ?? ''),
    reservationSettings(context),
    reservationsOpen(context),
  ])
  if (!car) throw data(null, { status: 404 })
  const { depositKind, depositPercent, holdDays, refundTerms } = settings
  return {
    car: {
      id: car.id,
      brand: car.brand,
      model: car.model,
      year: car.year,
      price: car.price,
      availability: car.availability,
      mainImage: car.mainImage,
    },
    deposit: depositFor(car.price, settings),
    terms: { depositKind, depositPercent, holdDays, refundTerms },
    reservable: canReserve(open, car),
    beingReserved: isBeingReserved(car),
    open,
  }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const carId = params.id ?? ''
  const form = await request.formData()
  const values = textValues(form, FIELDS)
  const payload = {
    carId,
    name: values.name,
    phone: values.phone,
    email: values.email,
    ...(values.consent ? { consent: values.consent } : {}),
  }
  const result = await submitForRecord(withBuyerSession(context, request), {
    path: '/api/reservations',
    schema: reservationInput,
    values,
    payload,
    messages: {
      failed: 'We could not start your reservation. Please try again.',
      unexpected: 'An error occurred while starting your reservation. Please try again.',
    },
  })
  if ('failure' in result) return data(result.failure, 400)
  return redirect(`/reservations/${encodeURIComponent(result.record.token)}`)
}

export const meta: MetaFunction<typeof loader> = ({ matches, data, params, error }) =>
  pageMeta(matches, {
    title: data ? 'Reserve this car' : isNotFound(error) ? 'Car Not Found' : 'Error',
    description: 'Reserve this car online with a refundable M-Pesa deposit.',
    path: `/cars/${params.id ?? ''}/reserve`,
    noindex: true,
  })

export default function ReserveCar() {
  const { car, deposit, terms, reservable, beingReserved, open } = useLoaderData<typeof loader>()
  const { failure, busy } = useFormPage()
  const title = `${carTitle(car, useBrandNames())} ${car.year}`
  const carPath = `/cars/${encodeURIComponent(car.id)}`
  return (
    <div className="page narrow reserve-page">
      <p className="muted">
        <Link to={carPath}>← Back to the car</Link>
      </p>
      <h1>Reserve this car</h1>
      <div className="reserve-car">
        <Img src={car.mainImage} alt={title} width={320} height={200} sizes="160px" eager />
        <div>
          <p className="reserve-car-title">{title}</p>
          <p className="price">{formatPrice(car.price)}</p>
          <p className="muted">
            Availability: {beingReserved ? BEING_RESERVED_BADGE : car.availability}
          </p>
        </div>
      </div>
      {/* A post the API refused (the car reserved meanwhile) keeps its form and message,
          as it is with JavaScript, where a refused post does not reload the page's data. */}
      {reservable || failure ? (
        <>
          <section className="reserve-deposit" aria-labelledby="deposit-title">
            <h2 id="deposit-title">Deposit: {formatPrice(deposit)}</h2>
            <p>{holdText(terms.holdDays)}</p>
            <p>
              <strong>Refundable.</strong> {terms.refundTerms}
            </p>
          </section>
          <section aria-labelledby="reserve-form-title">
            <h2 id="reserve-form-title">Your details</h2>
            <FormAlerts error={failure?.formError} />
            <Form method="post" aria-labelledby="reserve-form-title" noValidate>
              <TextField name="name" label="Name" required autoComplete="name" state={failure} />
              <TextField
                name="phone"
                label="M-Pesa phone"
                type="tel"
                required
                autoComplete="tel"
                inputMode="tel"
                hint="The number that pays (07…, 01…, +254… or 254…): we send the payment request to it."
                state={failure}
              />
              <TextField
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                hint="So we can also write to you about the reservation."
                state={failure}
              />
              <ConsentField state={failure} />
              <SubmitButton
                busy={busy}
                label={`Pay ${formatPrice(deposit)} deposit with M-Pesa`}
                busyLabel="Sending the payment request..."
              />
            </Form>
          </section>
        </>
      ) : beingReserved && open ? (
        <div className="alert alert-info" role="status">
          <p>
            {BEING_RESERVED}. Another buyer is paying the deposit now; if they do not, the car is
            free again. <Link to={carPath}>Back to the car</Link>
          </p>
        </div>
      ) : (
        <div className="alert alert-error" role="status">
          <p>
            {open
              ? `This car cannot be reserved online: it is ${car.availability.toLowerCase()}.`
              : 'Online reservations are not available just now.'}{' '}
            <Link to="/contact">Contact us</Link> and we will help you.
          </p>
        </div>
      )}
    </div>
  )
}

export const ErrorBoundary = statusBoundary({
  back: { to: '/cars', label: 'Back to Cars' },
  notFound: {
    title: 'Car Not Found',
    text: "The vehicle you're looking for doesn't exist or is no longer available.",
  },
  failed: {
    title: 'Error',
    body: <LoadError message="Unable to load the reservation form. Please try again later." />,
  },
})

function ConsentField({ state }: { state: FormState | undefined }) {
  const error = state?.fieldErrors?.consent
  return (
    <>
      <div className="field field-check">
        <input
          id="consent"
          name="consent"
          type="checkbox"
          required
          defaultChecked={state?.values?.consent === 'on'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'consent-error consent-hint' : 'consent-hint'}
        />
        <label htmlFor="consent">
          I accept the <Link to="/terms">reservation terms</Link> and the refund terms above
        </label>
      </div>
      {error ? (
        <p id="consent-error" className="field-error consent-error">
          {error}
        </p>
      ) : null}
      <p id="consent-hint" className="hint muted consent-hint">
        How we use your name, phone and email, and who receives them (M-Pesa takes the payment): our{' '}
        <Link to="/privacy">privacy notice</Link>.
      </p>
    </>
  )
}
