// A reservation's private page, from the link the reserve form lands on: first it waits
// for the buyer's phone (with JavaScript it asks again every few seconds; without, the
// page refreshes itself and offers "Check again"), then it says how the payment ended.
// Paid, it is the buyer's receipt and stays theirs: the link works later too.
// Private: never cached, never indexed, and the token is not sent on as a referrer.
import type { ReservationView } from '@dealership/api/contract'
import { formatNairobiDate, formatNairobiDateTime } from '@dealership/api/contract/nairobi'
import { PRIVATE_HEADERS } from '@dealership/api/http/cache-control'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useRevalidator } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { LoadError } from '../components/load-error'
import { isNotFound, statusBoundary } from '../components/status-page'
import { getReservation } from '../api/reservations.server'
import { formatPrice } from '../lib/format'
import { privatePageHeaders, privatePageTags } from '../lib/private-page'
import type { RefreshHandle } from '../lib/refresh'
import { FAILURE_TEXTS, reservationTitle } from '../lib/reservations'

/** With JavaScript, how often the waiting page asks again. */
const POLL_MS = 3000
/** Without, how often (seconds) the waiting page reloads itself. */
const REFRESH_SECONDS = 4

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = params.token ?? ''
  const found = await getReservation(context, token)
  if (!found) throw data(null, { status: 404, headers: PRIVATE_HEADERS })
  const { standInPhone, ...reservation } = found
  const url = new URL(request.url)
  const self = `${url.origin}/reservations/${encodeURIComponent(token)}`
  return data(
    {
      reservation,
      self,
      path: `/reservations/${encodeURIComponent(token)}`,
      demoPhone: standInPhone ? `${standInPhone}?${new URLSearchParams({ return: self })}` : null,
    },
    { headers: PRIVATE_HEADERS },
  )
}

export const headers = privatePageHeaders

export const meta: MetaFunction<typeof loader> = ({ matches, data, error }) =>
  privatePageTags(matches, {
    title: data
      ? reservationTitle(data.reservation)
      : isNotFound(error)
        ? 'Reservation Not Found'
        : 'Error',
    description: 'Your car reservation and its M-Pesa deposit.',
    path: '/pre-reserve',
    referrer: 'no-referrer',
  })

/** Without JavaScript, the waiting page reloads itself (the layout's <noscript> refresh). */
export const handle: RefreshHandle = {
  refreshSeconds: (data) => (isWaiting(data) ? REFRESH_SECONDS : null),
}

function isWaiting(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    'reservation' in data &&
    typeof data.reservation === 'object' &&
    data.reservation !== null &&
    'status' in data.reservation &&
    data.reservation.status === 'awaiting-payment'
  )
}

export default function ReservationPage() {
  const { reservation: r, self, path, demoPhone } = useLoaderData<typeof loader>()
  const waiting = r.status === 'awaiting-payment'
  return (
    <div className={`page narrow reservation reservation-${r.status}`}>
      {waiting ? <Poll /> : null}
      <h1>{reservationTitle(r)}</h1>
      {r.status === 'awaiting-payment' ? (
        <Waiting r={r} path={path} demoPhone={demoPhone} />
      ) : r.status === 'payment-failed' ? (
        <Failed r={r} />
      ) : (
        <Held r={r} status={r.status} self={self} />
      )}
    </div>
  )
}

export const ErrorBoundary = statusBoundary({
  back: { to: '/cars', label: 'Back to Cars' },
  notFound: {
    title: 'Reservation Not Found',
    text: 'This reservation link is not valid. Check that you copied it whole.',
  },
  failed: {
    title: 'Error',
    body: <LoadError message="Unable to load your reservation. Please try again later." />,
  },
})

/** While the phone has not answered, with JavaScript: the loader again every few seconds. */
function Poll() {
  const { revalidate, state } = useRevalidator()
  useEffect(() => {
    if (state !== 'idle') return
    const timer = setTimeout(revalidate, POLL_MS)
    return () => clearTimeout(timer)
  }, [revalidate, state])
  return null
}

/**
 * "Copy link", once the page's script runs (without it, the link is there to select or
 * bookmark); says "Link copied" when the clipboard took it.
 */
function CopyLink({ href }: { href: string }) {
  const [state, setState] = useState<'off' | 'ready' | 'copied'>('off')
  useEffect(() => setState(navigator.clipboard ? 'ready' : 'off'), [])
  if (state === 'off') return null
  return (
    <button
      type="button"
      className="btn btn-outline btn-small"
      onClick={() => void navigator.clipboard.writeText(href).then(() => setState('copied'))}
    >
      <span aria-live="polite">{state === 'copied' ? 'Link copied' : 'Copy link'}</span>
    </button>
  )
}

function CarLink({ car }: { car: ReservationView['car'] }) {
  return <Link to={`/cars/${encodeURIComponent(car.id)}`}>{car.title}</Link>
}

function Waiting({
  r,
  path,
  demoPhone,
}: {
  r: ReservationView
  path: string
  demoPhone: string | null
}) {
  return (
    <>
      <p className="reservation-lead" role="status">
        We sent a request for <strong>{formatPrice(r.amount)}</strong> to {r.phone}. Enter your PIN
        on the phone to pay the deposit for the <CarLink car={r.car} />.
      </p>
      <p className="muted">
        This page updates by itself once you have answered. The request waits until{' '}
        {formatNairobiDateTime(r.payBy)}. Reference: {r.reference}
      </p>
      <Form method="get" action={path} className="reservation-actions">
        <button type="submit" className="btn btn-outline">
          Check again
        </button>
      </Form>
      {demoPhone ? (
        <aside className="demo-note" aria-labelledby="demo-title">
          <h2 id="demo-title">Demo</h2>
          <p>
            This site runs without real M-Pesa: no request reaches a phone. Answer it on the demo
            phone instead.
          </p>
          <a className="btn" href={demoPhone}>
            Open the demo phone
          </a>
        </aside>
      ) : null}
    </>
  )
}

function Failed({ r }: { r: ReservationView }) {
  const { text } = FAILURE_TEXTS[r.outcome ?? 'failed']
  return (
    <>
      <div className="alert alert-error" role="alert">
        <p>
          {text} Nothing was charged, and the <CarLink car={r.car} /> is not held for you.
        </p>
      </div>
      <p className="muted">Reference: {r.reference}</p>
      <p className="reservation-actions">
        <Link to={`/cars/${encodeURIComponent(r.car.id)}/reserve`} className="btn">
          Try again
        </Link>
        <Link to="/contact" className="btn btn-outline">
          Contact us
        </Link>
      </p>
    </>
  )
}

/** The states of a reservation whose deposit was paid. */
type HeldStatus = Exclude<ReservationView['status'], 'awaiting-payment' | 'payment-failed'>

const HELD_TEXTS: Record<HeldStatus, string> = {
  paid: 'Your deposit is paid and the car is held for you. We will call you to arrange the rest.',
  expired: 'The hold on the car has ended. Contact us if you still want it, or about your deposit.',
  converted: 'You bought the car: your deposit counted towards its price. Thank you!',
  cancelled:
    'Our team cancelled this reservation, and the car is no longer held. Contact us with any question.',
  'refund-due': 'Your deposit is being refunded to the M-Pesa number that paid it.',
  refunded: 'Your deposit was refunded to the M-Pesa number that paid it.',
  'needs-checking':
    'Your payment did not match the deposit asked, so the car is not held yet. Our team is checking it with M-Pesa and will call you.',
}

function Held({ r, status, self }: { r: ReservationView; status: HeldStatus; self: string }) {
  return (
    <>
      <p className="reservation-lead" role="status">
        {HELD_TEXTS[status]}
      </p>
      <dl className="reservation-receipt">
        <dt>M-Pesa receipt</dt>
        <dd>
          {r.receipt ?? (
            <span className="muted">{status === 'paid' ? 'Receipt number to follow' : 'None'}</span>
          )}
        </dd>
        <dt>Amount paid</dt>
        <dd>{formatPrice(r.amount)}</dd>
        <dt>Car</dt>
        <dd>
          <CarLink car={r.car} /> ({formatPrice(r.car.price)})
        </dd>
        {r.status === 'paid' && r.heldUntil ? (
          <>
            <dt>Held until</dt>
            <dd>{formatNairobiDate(r.heldUntil)}</dd>
          </>
        ) : null}
        {r.paidAt ? (
          <>
            <dt>Paid on</dt>
            <dd>{formatNairobiDateTime(r.paidAt)}</dd>
          </>
        ) : null}
        <dt>Paid from</dt>
        <dd>{r.phone}</dd>
        <dt>Reference</dt>
        <dd>{r.reference}</dd>
      </dl>
      <section className="reservation-link" aria-labelledby="link-title">
        <h2 id="link-title">Your private link</h2>
        <p>
          Keep this link: it brings you back to this page, your reservation and its receipt, at any
          time. Anyone with it can see them, so share it with no one.
        </p>
        <p className="reservation-url">
          <a href={self}>{self}</a>
          <CopyLink href={self} />
        </p>
      </section>
      <p className="reservation-actions">
        <Link to="/contact" className="btn btn-outline">
          Contact us
        </Link>
      </p>
    </>
  )
}
