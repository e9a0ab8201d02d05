import { todayInNairobi } from '@dealership/api/contract/nairobi'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { LoadError } from '../components/load-error'
import { OfferCard } from '../components/offer-card'
import { financeSettings } from '../api/finance-settings.server'
import { liveOffers } from '../api/limited-offers.server'
import { reservationsOpen } from '../api/reservations.server'
import { settle } from '../api/client.server'
import { offersNow } from '../lib/offers'
import { canReserve } from '../lib/reservable.server'
import { financingOffers, warrantyOffer } from '../lib/financing'
import { CARD_COLUMNS, fullRowColumns } from '../lib/grid'
import { staticPageMeta } from '../lib/meta'
import { useBrandNames } from '../lib/use-brand-names'
import { GeneralErrorBoundary } from '../components/status-page'

export async function loader({ context }: LoaderFunctionArgs) {
  const now = new Date()
  const [offers, settings, reservations] = await Promise.all([
    settle(liveOffers(context)),
    settle(financeSettings(context)),
    settle(reservationsOpen(context)),
  ])
  const today = todayInNairobi(now)
  return {
    offers: offers.ok
      ? offers.data.map((o) => ({
          ...o,
          reservable: canReserve(reservations.ok && reservations.data, o.carId),
        }))
      : null,
    // The lenders' presets staff put on offer, and the extended warranty, until their last
    // day (Nairobi).
    financing: settings.ok ? financingOffers(settings.data.bankPresets, today) : [],
    warranty: settings.ok ? warrantyOffer(settings.data, today) : null,
    now: offersNow(now),
  }
}

export const meta = staticPageMeta({
  title: 'Limited Time Offers',
  description:
    'Limited-time offers on luxury cars in Nairobi, with the days left on each deal, plus our financing offers.',
  path: '/offers',
})

export default function Offers() {
  const { offers, financing, warranty, now } = useLoaderData<typeof loader>()
  const brandNames = useBrandNames()
  return (
    <>
      <section className="hero">
        <h1>Limited Time Offers</h1>
        <p>Exclusive prices on selected vehicles, for a limited time only.</p>
      </section>
      <section className="section" aria-labelledby="live-offers-title">
        <h2 id="live-offers-title">Current Offers</h2>
        {!offers ? (
          <LoadError message="Unable to load limited offers. Please try again later." />
        ) : offers.length === 0 ? (
          <p className="empty">No limited time offers available at the moment.</p>
        ) : (
          <ul className="grid" data-cols={fullRowColumns(offers.length, CARD_COLUMNS)}>
            {offers.map((o, i) => (
              <li key={o.id}>
                <OfferCard offer={o} brandNames={brandNames} now={now} eager={i < 3} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="section financing" aria-labelledby="financing-title">
        <h2 id="financing-title">Financing Offers</h2>
        {financing.length === 0 ? (
          <p className="empty">
            No financing offers at the moment: work out a monthly payment with our{' '}
            <Link to="/finance">finance calculator</Link>.
          </p>
        ) : null}
        {financing.length > 0 || warranty ? (
          <ul
            className="grid"
            data-cols={fullRowColumns(financing.length + (warranty ? 1 : 0), CARD_COLUMNS)}
          >
            {financing.map((f, i) => (
              <li key={i} className="card">
                <div className="card-body">
                  <h3 className="card-title">{f.title}</h3>
                  <p>{f.description}</p>
                  <p className="muted">With {f.lender}</p>
                  <p className="muted">Valid until {f.validUntil}</p>
                  <p>
                    <Link
                      to={f.href}
                      className="btn btn-outline"
                      aria-label={`Calculate payments: ${f.title} with ${f.lender}`}
                    >
                      Calculate payments
                    </Link>
                  </p>
                </div>
              </li>
            ))}
            {warranty ? (
              <li className="card">
                <div className="card-body">
                  <h3 className="card-title">Extended Warranty</h3>
                  <p>{warranty.description}</p>
                  <p className="muted">Valid until {warranty.validUntil}</p>
                </div>
              </li>
            ) : null}
          </ul>
        ) : null}
      </section>
    </>
  )
}

// A failure of this page's loader or action, shown inside the layout.
export const ErrorBoundary = GeneralErrorBoundary
