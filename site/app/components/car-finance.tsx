import { Form } from '@remix-run/react'
import { formatPrice } from '../lib/format'
import { FINANCE_DEFAULTS, FINANCE_DISCLAIMER, financeQuote, financeTerms } from '../lib/finance'

/**
 * A car page's finance block: the monthly payment at the calculator's defaults for the
 * car's price, and a form that opens /finance with the car's price and the visitor's own
 * deposit, term and rate (a GET form: it works without JavaScript).
 */
export function CarFinance({ price }: { price: number }) {
  const d = FINANCE_DEFAULTS
  const quote = financeQuote({
    price,
    deposit: d.depositPercent,
    depositUnit: 'percent',
    term: d.termMonths,
    rate: d.ratePercent,
  })
  return (
    <section aria-labelledby="finance-title" className="car-finance">
      <h2 id="finance-title">Finance this car</h2>
      <p className="car-finance-figure">
        From <strong>{formatPrice(quote.monthly)} a month</strong> with {d.depositPercent}% down (
        {formatPrice(quote.deposit)}) over {d.termMonths} months at {d.ratePercent}% a year.
      </p>
      <Form method="get" action="/finance" className="car-finance-form">
        <input type="hidden" name="price" value={price} />
        <div className="field">
          <label htmlFor="finance-deposit">Deposit (% of the price)</label>
          <input
            id="finance-deposit"
            name="deposit"
            inputMode="decimal"
            defaultValue={d.depositPercent}
          />
        </div>
        <div className="field">
          <label htmlFor="finance-term">Term</label>
          <select id="finance-term" name="term" defaultValue={d.termMonths}>
            {financeTerms().map((t) => (
              <option key={t} value={t}>
                {t} months
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="finance-rate">Interest rate (% a year)</label>
          <input id="finance-rate" name="rate" inputMode="decimal" defaultValue={d.ratePercent} />
        </div>
        <button type="submit" className="btn btn-outline">
          Work out my payments
        </button>
      </Form>
      <p className="hint muted">{FINANCE_DISCLAIMER}</p>
    </section>
  )
}
