import { Form } from '@remix-run/react'
import { formatPrice } from '../lib/format'
import { defaultQuote, financeTermOptions, type FinanceSettings } from '../lib/finance'
import { SelectField, TextField } from './form-fields'

/**
 * A car page's finance block: the monthly payment at the calculator's defaults for the
 * car's price, and a form that opens /finance with the car's price and the visitor's own
 * deposit, term and rate (a GET form: it works without JavaScript).
 */
export function CarFinance({ price, settings }: { price: number; settings: FinanceSettings }) {
  const quote = defaultQuote(price, settings)
  const state = {
    values: {
      deposit: String(settings.depositPercent),
      term: String(settings.termMonths),
      rate: String(settings.ratePercent),
    },
  }
  return (
    <section aria-labelledby="finance-title" className="car-finance">
      <h2 id="finance-title">Finance this car</h2>
      <p className="car-finance-figure">
        From <strong>{formatPrice(quote.monthly)} a month</strong> with {settings.depositPercent}%
        down ({formatPrice(quote.deposit)}) over {settings.termMonths} months at{' '}
        {settings.ratePercent}% a year.
      </p>
      <Form method="get" action="/finance" className="car-finance-form">
        <input type="hidden" name="price" value={price} />
        <TextField
          name="deposit"
          idPrefix="finance-"
          label="Deposit (% of the price)"
          required
          inputMode="decimal"
          state={state}
        />
        <SelectField
          name="term"
          idPrefix="finance-"
          label="Term"
          required
          options={financeTermOptions(settings)}
          state={state}
        />
        <TextField
          name="rate"
          idPrefix="finance-"
          label="Interest rate (% a year)"
          required
          inputMode="decimal"
          state={state}
        />
        <button type="submit" className="btn btn-outline">
          Work out my payments
        </button>
      </Form>
      <p className="hint muted">{settings.disclaimer}</p>
    </section>
  )
}
