import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData, useLocation, useSubmit } from '@remix-run/react'
import { useRef } from 'react'
import { TextField } from '../components/form-fields'
import { formatPrice } from '../lib/format'
import {
  FINANCE_DEFAULTS,
  FINANCE_DISCLAIMER,
  financeTerms,
  readFinanceForm,
  type FinanceForm,
} from '../lib/finance'
import { pageMeta } from '../lib/meta'

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Finance Calculator',
    description:
      'What a car costs a month: the deposit, loan, monthly payment, interest and total cost in Kenyan shillings.',
    path: '/finance',
  })

export function loader({ request }: LoaderFunctionArgs) {
  // A GET form: the address is the result, to share or bookmark.
  return readFinanceForm(new URL(request.url).searchParams)
}

/** The figures of a quote, or what to do to get them. */
export function FinanceResult({ form }: { form: FinanceForm }) {
  const quote = form.quote
  if (!quote) {
    return (
      <p className="muted">
        {Object.keys(form.errors).length > 0
          ? 'Correct the fields above to see the figures.'
          : 'Enter the car’s price to see the monthly payment.'}
      </p>
    )
  }
  return (
    <dl className="finance-figures">
      <div className="finance-monthly">
        <dt>Monthly payment</dt>
        <dd>{formatPrice(quote.monthly)}</dd>
      </div>
      <div>
        <dt>Deposit</dt>
        <dd>{formatPrice(quote.deposit)}</dd>
      </div>
      <div>
        <dt>Loan amount</dt>
        <dd>{formatPrice(quote.loan)}</dd>
      </div>
      <div>
        <dt>Total interest</dt>
        <dd>{formatPrice(quote.totalInterest)}</dd>
      </div>
      <div>
        <dt>Total cost</dt>
        <dd>{formatPrice(quote.totalCost)}</dd>
      </div>
    </dl>
  )
}

export default function FinancePage() {
  const form = useLoaderData<typeof loader>()
  const location = useLocation()
  const submit = useSubmit()
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const state = { values: form.values, fieldErrors: form.errors as Record<string, string> }
  const depositError = form.errors.deposit
  return (
    <div className="page narrow">
      <h1>Finance Calculator</h1>
      <p className="muted">
        What a car costs you a month, with a deposit, a term and an interest rate of your choice.
      </p>
      <div className="finance">
        {/* Keyed by the address, so a shared or edited address shows its own values. */}
        <Form
          key={location.search}
          method="get"
          action="/finance"
          className="finance-form"
          aria-label="Finance calculator"
          // With JavaScript the figures follow the fields as they change.
          onChange={(e) => {
            const target = e.currentTarget
            clearTimeout(timer.current)
            timer.current = setTimeout(
              () => submit(target, { replace: true, preventScrollReset: true }),
              300,
            )
          }}
        >
          <TextField
            name="price"
            label="Car price (KES)"
            required
            inputMode="numeric"
            autoComplete="off"
            state={state}
          />
          <div className="field">
            <label htmlFor="deposit">Deposit</label>
            <div className="finance-deposit">
              <input
                id="deposit"
                name="deposit"
                inputMode="decimal"
                required
                defaultValue={form.values.deposit}
                aria-invalid={depositError ? true : undefined}
                aria-describedby={depositError ? 'deposit-error' : undefined}
              />
              <select
                name="depositUnit"
                aria-label="Deposit in"
                defaultValue={form.values.depositUnit}
              >
                <option value="percent">% of the price</option>
                <option value="kes">KES</option>
              </select>
            </div>
            {depositError ? (
              <p id="deposit-error" className="field-error">
                {depositError}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label htmlFor="term">Term</label>
            <select
              id="term"
              name="term"
              defaultValue={form.values.term}
              aria-invalid={form.errors.term ? true : undefined}
              aria-describedby={form.errors.term ? 'term-error' : undefined}
            >
              {financeTerms().map((t) => (
                <option key={t} value={t}>
                  {t} months
                </option>
              ))}
            </select>
            {form.errors.term ? (
              <p id="term-error" className="field-error">
                {form.errors.term}
              </p>
            ) : null}
          </div>
          <TextField
            name="rate"
            label="Interest rate (% a year)"
            required
            inputMode="decimal"
            autoComplete="off"
            hint={`We use ${FINANCE_DEFAULTS.ratePercent}% unless you change it.`}
            state={state}
          />
          <button type="submit" className="btn">
            Calculate
          </button>
        </Form>
        <section className="finance-result" aria-labelledby="finance-result-title">
          <h2 id="finance-result-title">Your estimate</h2>
          <div aria-live="polite">
            <FinanceResult form={form} />
          </div>
          <p className="hint muted">{FINANCE_DISCLAIMER}</p>
        </section>
      </div>
    </div>
  )
}
