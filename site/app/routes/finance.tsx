import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { SelectField, TextField } from '../components/form-fields'
import { financeSettings } from '../api/finance-settings.server'
import { formatPrice } from '../lib/format'
import { givenErrors } from '../lib/forms'
import { financeTermOptions, readFinanceForm, type FinanceForm } from '../lib/finance'
import { presetHref } from '../lib/financing'
import { staticPageMeta } from '../lib/meta'
import { useDebouncedSubmit } from '../lib/use-debounced-submit'
import { useAnswerInView } from '../lib/use-answer-in-view'
import { GeneralErrorBoundary } from '../components/status-page'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const settings = await financeSettings(context)
  // A GET form: the address is the result, to share or bookmark.
  return { form: readFinanceForm(new URL(request.url).searchParams, settings), settings }
}

export const meta = staticPageMeta({
  title: 'Finance Calculator',
  description:
    'What a car costs a month: the deposit, loan, monthly payment, interest and total cost in Kenyan shillings.',
  path: '/finance',
})

/** The figures of a quote, or what to do to get them. */
function FinanceResult({ form }: { form: FinanceForm }) {
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
  const { form, settings } = useLoaderData<typeof loader>()
  const autoSubmit = useDebouncedSubmit(300)
  const { answer, asking } = useAnswerInView<HTMLHeadingElement>()
  const state = { values: form.values, fieldErrors: givenErrors(form.errors) }
  return (
    <div className="page narrow">
      <h1>Finance Calculator</h1>
      <p className="muted">
        What a car costs you a month, with a deposit, a term and an interest rate of your choice.
      </p>
      <div className="finance">
        {/* Keyed by the address, so a shared or edited address shows its own values. */}
        <Form
          key={autoSubmit.fieldsKey}
          method="get"
          action="/finance"
          className="finance-form"
          aria-label="Finance calculator"
          // With JavaScript the figures follow the fields as they change.
          onChange={(e) => autoSubmit.schedule(e.currentTarget)}
          onSubmit={() => {
            autoSubmit.cancel()
            asking()
          }}
        >
          <TextField
            name="price"
            label="Car price (Ksh)"
            required
            inputMode="numeric"
            autoComplete="off"
            state={state}
          />
          <TextField
            name="deposit"
            label="Deposit"
            required
            inputMode="decimal"
            autoComplete="off"
            state={state}
            unit={
              <select
                name="depositUnit"
                aria-label="Deposit in"
                defaultValue={form.values.depositUnit}
              >
                <option value="percent">% of the price</option>
                <option value="kes">Ksh</option>
              </select>
            }
          />
          <SelectField
            name="term"
            label="Term"
            required
            options={financeTermOptions(settings)}
            state={state}
          />
          <TextField
            name="rate"
            label="Interest rate (% a year)"
            required
            inputMode="decimal"
            autoComplete="off"
            hint={`We use ${settings.ratePercent}% unless you change it.`}
            state={state}
          />
          <button type="submit" className="btn" formAction="/finance#finance-result-title">
            Calculate
          </button>
          {settings.bankPresets.length > 0 ? (
            <nav aria-label="Lender presets" className="finance-presets">
              <p className="hint muted">Or start from a lender’s usual terms:</p>
              <ul>
                {settings.bankPresets.map((preset) => (
                  <li key={preset.name}>
                    <Link to={presetHref(preset, form.values.price)} replace>
                      {preset.name}: {preset.ratePercent}% a year, {preset.depositPercent}% down,{' '}
                      {preset.termMonths} months
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </Form>
        <section className="finance-result" aria-labelledby="finance-result-title">
          <h2 id="finance-result-title" ref={answer} tabIndex={-1}>
            Your estimate
          </h2>
          <div aria-live="polite">
            <FinanceResult form={form} />
          </div>
          {form.quote ? (
            <p>
              <Link to={`/cars?monthly=${form.quote.monthly}`} className="btn btn-outline">
                See cars at up to {formatPrice(form.quote.monthly)} a month
              </Link>
            </p>
          ) : null}
          <p className="hint muted">{settings.disclaimer}</p>
        </section>
      </div>
    </div>
  )
}

// A failure of this page's loader or action, shown inside the layout.
export const ErrorBoundary = GeneralErrorBoundary
