// The signed-in customer portal (/account): each kind of record the buyer's address is
// on, newest first, then their data rights and signing out.
import type { AccountOverview } from '@dealership/api/contract'
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
            {l.about ? (
              <p>
                {l.carId ? (
                  <Link to={`/cars/${encodeURIComponent(l.carId)}`}>{l.about}</Link>
                ) : (
                  l.about
                )}
              </p>
            ) : null}
            <dl className="account-facts">
              <dt>Status</dt>
              <dd>{CUSTOMER_STATUS_LABELS[l.status]}</dd>
              <dt>Sent</dt>
              <dd>{formatNairobiDate(l.createdAt)}</dd>
              {l.reference ? (
                <>
                  <dt>Reference</dt>
                  <dd>{l.reference}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </Section>
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
        <a href="#saved-cars">Saved cars</a>
        <a href="#alerts">Alerts</a>
        <a href="#your-data">Your data</a>
      </nav>
      <Reservations items={account.reservations} />
      <ImportOrders items={account.importOrders} />
      <Leads items={account.leads} />
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
