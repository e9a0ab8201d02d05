// The signed-in customer portal (/account): each kind of record the buyer's address is
// on, newest first, those not confirmed as the buyer's apart and in brief, then their
// data rights and signing out.
import type { AccountOverview } from '@dealership/api/contract'

/**
 * The contract's UNCONFIRMED_RECORD_TEXT (account.contract.ts), written out: a value
 * imported from the contract would bring the contract into this page's script, and
 * reshuffle the code every page shares (the listing's budget).
 */
const UNCONFIRMED_RECORD_TEXT = 'Sent from this address, not yet confirmed'
import { formatNairobiDate } from '@dealership/api/contract/nairobi'
import {
  ALERT_FREQUENCY_LABELS,
  CUSTOMER_STATUS_LABELS,
  IMPORT_STAGE_LABELS,
  LEAD_KIND_LABELS,
} from '@dealership/api/contract/options'
import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { formatPrice } from '../lib/format'
import { IMAGE_SIZES } from '../lib/image-srcset'
import { reservationTitle } from '../lib/reservations'
import { Img } from './img'

function Section({
  id,
  title,
  empty,
  count,
  children,
}: {
  id: string
  title: string
  empty: ReactNode
  count: number
  children: ReactNode
}) {
  return (
    <section className="account-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {count === 0 ? <p className="muted">{empty}</p> : children}
    </section>
  )
}

function Reservations({ items }: { items: AccountOverview['reservations'] }) {
  return (
    <Section
      id="reservations"
      title="Reservations"
      count={items.length}
      empty={
        <>
          No reservations. <Link to="/pre-reserve">How reserving online works</Link>
        </>
      }
    >
      <ul className="account-list">
        {items.map((r) => (
          <li key={r.reference} className="account-item">
            <h3>
              <Link to={`/cars/${encodeURIComponent(r.car.id)}`}>{r.car.title}</Link>
            </h3>
            <p className="account-status">{reservationTitle(r)}</p>
            <dl className="account-facts">
              <dt>Deposit</dt>
              <dd>{formatPrice(r.amount)}</dd>
              {r.receipt ? (
                <>
                  <dt>M-Pesa receipt</dt>
                  <dd>{r.receipt}</dd>
                </>
              ) : null}
              {r.heldUntil && r.status === 'paid' ? (
                <>
                  <dt>Held until</dt>
                  <dd>{formatNairobiDate(r.heldUntil)}</dd>
                </>
              ) : null}
              <dt>Reference</dt>
              <dd>{r.reference}</dd>
            </dl>
            <Link to={`/reservations/${encodeURIComponent(r.token)}`}>
              {r.receipt ? 'Receipt' : 'Details'}
              <span className="visually-hidden"> for {r.reference}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function ImportOrders({ items }: { items: AccountOverview['importOrders'] }) {
  return (
    <Section
      id="import-orders"
      title="Import orders"
      count={items.length}
      empty={
        <>
          No import orders. <Link to="/import">Import a car with us</Link>
        </>
      }
    >
      <ul className="account-list">
        {items.map((o) => (
          <li key={o.trackingToken} className="account-item">
            <h3>{[o.carYear, o.carMake, o.carModel].filter(Boolean).join(' ')}</h3>
            <p className="account-status">
              {IMPORT_STAGE_LABELS[o.stage]}
              {o.cancelReason ? `: ${o.cancelReason}` : null}
            </p>
            <ol className="account-stages">
              {o.history.map((h) => (
                <li key={h.stage}>
                  {IMPORT_STAGE_LABELS[h.stage]}: {formatNairobiDate(h.at)}
                </li>
              ))}
            </ol>
            <dl className="account-facts">
              {o.costEstimate ? (
                <>
                  <dt>Landed cost estimate</dt>
                  <dd>
                    {formatPrice(o.costEstimate.result.total)} (rates of{' '}
                    {formatNairobiDate(o.costEstimate.ratesDate)})
                  </dd>
                </>
              ) : null}
              {o.reference ? (
                <>
                  <dt>Reference</dt>
                  <dd>{o.reference}</dd>
                </>
              ) : null}
            </dl>
            <Link to={`/import/track/${encodeURIComponent(o.trackingToken)}`}>
              Tracking page
              <span className="visually-hidden">
                {' '}
                for {o.carMake} {o.carModel}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** What a record was about: the listed car (linked while it is listed), or its subject. */
function About({ about, carId }: { about: string | null; carId: string | null }) {
  if (!about) return null
  return <p>{carId ? <Link to={`/cars/${encodeURIComponent(carId)}`}>{about}</Link> : about}</p>
}

/** When a record was sent, and the reference to quote. */
function SentFacts({ createdAt, reference }: { createdAt: string; reference: string | null }) {
  return (
    <>
      <dt>Sent</dt>
      <dd>{formatNairobiDate(createdAt)}</dd>
      {reference ? (
        <>
          <dt>Reference</dt>
          <dd>{reference}</dd>
        </>
      ) : null}
    </>
  )
}

function Leads({ items }: { items: AccountOverview['leads'] }) {
  return (
    <Section
      id="requests"
      title="Enquiries and requests"
      count={items.length}
      empty="No enquiries, test drives, sell requests or messages yet."
    >
      <ul className="account-list">
        {items.map((l, i) => (
          <li key={l.reference ?? `${l.kind}-${i}`} className="account-item">
            <h3>{LEAD_KIND_LABELS[l.kind]}</h3>
            <About about={l.about} carId={l.carId} />
            <dl className="account-facts">
              <dt>Status</dt>
              <dd>{CUSTOMER_STATUS_LABELS[l.status]}</dd>
              <SentFacts createdAt={l.createdAt} reference={l.reference} />
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/**
 * Records sent under the address that nobody confirmed came from its owner: listed in
 * brief (the API sends nothing their sender typed), each with how to see it in full.
 */
function Unconfirmed({ items }: { items: AccountOverview['unconfirmed'] }) {
  if (items.length === 0) return null
  return (
    <section className="account-section" id="unconfirmed" aria-labelledby="unconfirmed-title">
      <h2 id="unconfirmed-title">Not yet confirmed</h2>
      <p className="muted">
        Anyone can type an email address into a form, so we show these in full only once you confirm
        you sent them: open the link in the email we sent for each, or send your next request while
        signed in.
      </p>
      <ul className="account-list">
        {items.map((r, i) => (
          <li key={r.reference ?? `${r.kind}-${i}`} className="account-item">
            <h3>{LEAD_KIND_LABELS[r.kind]}</h3>
            <p className="account-status">{UNCONFIRMED_RECORD_TEXT}</p>
            <About about={r.about} carId={r.carId} />
            <dl className="account-facts">
              <SentFacts createdAt={r.createdAt} reference={r.reference} />
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}

function SavedCars({ items }: { items: AccountOverview['savedCars'] }) {
  return (
    <Section
      id="saved-cars"
      title="Saved cars"
      count={items.length}
      empty={
        <>
          No saved cars. Press Save on any car and it is kept here, on every device you sign in on.{' '}
          <Link to="/cars">Browse cars</Link>
        </>
      }
    >
      <ul className="account-list account-cars">
        {items.map((car) => (
          <li key={car.id} className="account-item account-car">
            <Img src={car.mainImage} alt="" width={96} height={64} sizes={IMAGE_SIZES.thumb} />
            <div>
              <h3>
                <Link to={`/cars/${encodeURIComponent(car.id)}`}>{car.title}</Link>
              </h3>
              <p>
                {formatPrice(car.price)} · {car.availability}
              </p>
            </div>
            <Form method="post" action="/account">
              <input type="hidden" name="id" value={car.id} />
              <button
                type="submit"
                name="intent"
                value="unsave"
                className="btn btn-outline btn-small"
              >
                Remove<span className="visually-hidden"> {car.title}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function Alerts({ items }: { items: AccountOverview['alerts'] }) {
  return (
    <Section
      id="alerts"
      title="Saved searches and alerts"
      count={items.length}
      empty={
        <>
          No alerts. On the <Link to="/cars">car list</Link>, choose your filters and ask to be told
          of new matches.
        </>
      }
    >
      <ul className="account-list">
        {items.map((a) => (
          <li key={a.token} className="account-item">
            <h3>
              <Link to={a.href}>{a.description}</Link>
            </h3>
            <dl className="account-facts">
              <dt>Emails</dt>
              <dd>
                {a.status === 'pending'
                  ? 'Waiting for your confirmation'
                  : a.pausedAt
                    ? 'Paused'
                    : ALERT_FREQUENCY_LABELS[a.frequency]}
              </dd>
            </dl>
            <p className="account-actions">
              <Link
                to={`/alerts/${encodeURIComponent(a.token)}`}
                className="btn btn-outline btn-small"
              >
                Change or stop<span className="visually-hidden"> the alert {a.description}</span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function AccountRecords({ account }: { account: AccountOverview }) {
  return (
    <>
      <p className="account-lead">
        Signed in as <strong>{account.email}</strong>. Everything sent to us from this address is
        here.
      </p>
      <nav aria-label="On this page" className="account-nav">
        <a href="#reservations">Reservations</a>
        <a href="#import-orders">Import orders</a>
        <a href="#requests">Enquiries</a>
        {account.unconfirmed.length > 0 ? <a href="#unconfirmed">Not yet confirmed</a> : null}
        <a href="#saved-cars">Saved cars</a>
        <a href="#alerts">Alerts</a>
        <a href="#your-data">Your data</a>
      </nav>
      <Reservations items={account.reservations} />
      <ImportOrders items={account.importOrders} />
      <Leads items={account.leads} />
      <Unconfirmed items={account.unconfirmed} />
      <SavedCars items={account.savedCars} />
      <Alerts items={account.alerts} />
      <section className="account-section" id="your-data" aria-labelledby="your-data-title">
        <h2 id="your-data-title">Your data</h2>
        <p>
          Kenya&apos;s Data Protection Act gives you the right to a copy of your data and to have it
          erased.
        </p>
        <p className="account-actions">
          <a href="/account/export" className="btn btn-outline" download>
            Download my data
          </a>
          <Link to="/account/erase" className="btn btn-outline">
            Erase my data
          </Link>
        </p>
      </section>
      <section className="account-section" aria-labelledby="sign-out-title">
        <h2 id="sign-out-title">Sign out</h2>
        <Form method="post" action="/account/sign-out" className="account-actions">
          <button type="submit" className="btn">
            Sign out
          </button>
          <button type="submit" name="everywhere" value="1" className="btn btn-outline">
            Sign out everywhere
          </button>
        </Form>
      </section>
    </>
  )
}
