// Reserving online, explained: the steps, the deposit staff set (a fixed amount, or a
// percentage of the price between a minimum and a maximum), what it buys, and the cars
// on pre-order, each with its Reserve button while reservations are open.
import type { ReservationSettings } from '@dealership/api/contract'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { CarCard } from '../components/car-card'
import { LoadError } from '../components/load-error'
import { GeneralErrorBoundary } from '../components/status-page'
import { listCarCards } from '../api/cars.server'
import { reservationSettings, reservationsOpen } from '../api/reservations.server'
import { settle } from '../api/client.server'
import { carTitle } from '../lib/format'
import { CARD_COLUMNS, fullRowColumns } from '../lib/grid'
import { staticPageMeta } from '../lib/meta'
import { depositText, holdText } from '../lib/reservations'
import { useBrandNames } from '../lib/use-brand-names'

export async function loader({ context }: LoaderFunctionArgs) {
  const query = new URLSearchParams({
    availability: 'Pre-Order',
    sold: 'exclude',
    perPage: String(MAX_CARS),
  })
  const [cars, settings, open] = await Promise.all([
    settle(listCarCards(context, query)),
    settle(reservationSettings(context)),
    settle(reservationsOpen(context)),
  ])
  return {
    cars: cars.ok ? cars.data.cars : null,
    deposit: settings.ok ? depositTerms(settings.data) : null,
    open: open.ok && open.data,
  }
}

export const meta = staticPageMeta({
  title: 'Pre-Reserve',
  description:
    'Reserve a luxury car in Nairobi online with a refundable M-Pesa deposit, including incoming pre-order cars before they reach our showroom.',
  path: '/pre-reserve',
})

/** The most pre-order cars the page lists. */
const MAX_CARS = 48

/** The deposit in a sentence, and what it buys. */
function depositTerms(s: ReservationSettings) {
  return {
    amount: `The deposit is ${depositText(s)}.`,
    hold: holdText(s.holdDays),
    refundTerms: s.refundTerms,
  }
}

export default function PreReserve() {
  const { cars, deposit, open } = useLoaderData<typeof loader>()
  const brandNames = useBrandNames()
  return (
    <div className="page pre-reserve">
      <div className="pre-reserve-intro">
        <h1>Pre-Reserve</h1>
        <p className="muted">Secure a car, or an incoming one, before anyone else.</p>
        <p>
          Many of our cars are sold before they reach the showroom. Reserve one online with a
          refundable M-Pesa deposit and it is held in your name while we arrange the rest with you.
        </p>
        <h2>How it works</h2>
        <ol className="steps">
          <li>Choose a car below, or any car in stock, and press Reserve.</li>
          <li>Enter your name and the M-Pesa number that pays.</li>
          <li>Check your phone and enter your M-Pesa PIN to pay the deposit.</li>
          <li>The car is held for you; keep the link to your reservation and its receipt.</li>
          <li>We call you to confirm the specification, delivery and the balance.</li>
        </ol>
        <h2>The deposit</h2>
        {deposit ? (
          <>
            <p>{deposit.amount}</p>
            <p>{deposit.hold}</p>
            <p>
              <strong>Refundable.</strong> {deposit.refundTerms}
            </p>
          </>
        ) : (
          <LoadError message="Unable to load the deposit terms. Please try again later." />
        )}
        {open ? null : (
          <p className="alert alert-error" role="status">
            Online reservations are not available just now. <Link to="/contact">Contact us</Link> to
            reserve a car.
          </p>
        )}
      </div>
      <section className="pre-reserve-cars" aria-labelledby="pre-order-title">
        <h2 id="pre-order-title">Pre-order cars</h2>
        {!cars ? (
          <LoadError message="Unable to load the pre-order cars. Please try again later." />
        ) : cars.length === 0 ? (
          <p className="empty">
            No cars on pre-order just now. <Link to="/cars">Browse the cars in stock</Link> or{' '}
            <Link to="/import">ask us to import one</Link>.
          </p>
        ) : (
          <ul className="grid" data-cols={fullRowColumns(cars.length, CARD_COLUMNS)}>
            {cars.map((car, i) => (
              <li key={car.id}>
                <CarCard car={car} brandNames={brandNames} eager={i < 3}>
                  {open ? (
                    <p className="card-action">
                      <Link
                        to={`/cars/${encodeURIComponent(car.id)}/reserve`}
                        className="btn"
                        aria-label={`Reserve: ${carTitle(car, brandNames)} ${car.year}`}
                      >
                        Reserve
                      </Link>
                    </p>
                  ) : null}
                </CarCard>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

// A failure of this page's loader, shown inside the layout.
export const ErrorBoundary = GeneralErrorBoundary
