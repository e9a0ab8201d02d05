import {
  IMPORT_FUEL_LABELS,
  IMPORT_FUELS,
  VALUE_CURRENCIES,
  VALUE_CURRENCY_LABELS,
  type LandedCost,
  type LandedCostRates,
} from '@dealership/api/contract/landed-cost'
import { Form, Link } from '@remix-run/react'
import { formatNairobiDate } from '@dealership/api/contract/nairobi'
import { formatPrice } from '../lib/format'
import { givenErrors } from '../lib/forms'
import type { EstimateField } from '../lib/landed-cost-form'
import { useDebouncedSubmit } from '../lib/use-debounced-submit'
import { useAnswerInView } from '../lib/use-answer-in-view'
import { SelectField, TextField } from './form-fields'

/** What the estimator shows: the form as typed, its errors and the result. */
export type LandedCostView = {
  values: Record<EstimateField, string>
  errors: Partial<Record<EstimateField, string>>
  result: LandedCost | null
  /** The estimate's fields as a query string, when the form is right. */
  query: string | null
}

const percent = (n: number) => `${n}%`

/** The charges of an estimate, each with its rate and the base it is charged on. */
function Charges({ result, rates }: { result: LandedCost; rates: LandedCostRates }) {
  const rows: [string, string, number][] = [
    ['Import duty', `${percent(result.importDutyPercent)} of the customs value`, result.importDuty],
    ['Excise duty', `${percent(result.excisePercent)} of value and import duty`, result.excise],
    ['VAT', `${percent(rates.vatPercent)} of value, duty and excise`, result.vat],
    ['Import Declaration Fee', `${percent(rates.idfPercent)} of the customs value`, result.idf],
    ['Railway Development Levy', `${percent(rates.rdlPercent)} of the customs value`, result.rdl],
  ]
  return (
    <table className="cost-table">
      <caption className="visually-hidden">Charges on import</caption>
      <tbody>
        <tr>
          <th scope="row">Customs value</th>
          <td className="muted" />
          <td>{formatPrice(result.customsValue)}</td>
        </tr>
        {rows.map(([name, how, amount]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td className="muted">{how}</td>
            <td>{formatPrice(amount)}</td>
          </tr>
        ))}
        <tr className="cost-total">
          <th scope="row">Total charges</th>
          <td className="muted" />
          <td>{formatPrice(result.totalCharges)}</td>
        </tr>
        <tr className="cost-total">
          <th scope="row">Landed cost</th>
          <td className="muted">value and charges</td>
          <td>{formatPrice(result.total)}</td>
        </tr>
      </tbody>
    </table>
  )
}

function Eligibility({
  result,
  year,
  rates,
}: {
  result: LandedCost
  year: string
  rates: LandedCostRates
}) {
  if (result.ageYears < 0) {
    return <p className="cost-ineligible">The year of first registration is in the future.</p>
  }
  const years = result.ageYears === 1 ? '1 year' : `${result.ageYears} years`
  return result.eligible ? (
    <p className="cost-eligible">
      Eligible: first registered in {year}, {years} ago (the limit is {rates.maxAgeYears} years).
    </p>
  ) : (
    <p className="cost-ineligible">
      Not eligible: used cars may be imported at most {rates.maxAgeYears} years after first
      registration, and this one was first registered in {year}, {years} ago.
    </p>
  )
}

/**
 * The landed-cost estimator: a GET form to `action` and its result. Without JavaScript
 * the Estimate button shows the figures; with it they follow the fields.
 */
export function LandedCostEstimator({
  view,
  rates,
  action,
  idPrefix = '',
  requestLink = false,
}: {
  view: LandedCostView
  rates: LandedCostRates | null
  action: string
  idPrefix?: string
  /** Offer to carry the estimate into the import form. */
  requestLink?: boolean
}) {
  const autoSubmit = useDebouncedSubmit(400)
  const { answer, asking } = useAnswerInView<HTMLHeadingElement>()
  const state = { values: view.values, fieldErrors: givenErrors(view.errors) }
  const result = view.result
  if (!rates) {
    return (
      <p className="muted">
        The estimator is not available yet: our team has not entered the import rates. Ask us for a
        quote instead.
      </p>
    )
  }
  return (
    <div className="finance cost-estimator">
      <Form
        key={autoSubmit.fieldsKey}
        method="get"
        action={action}
        className="finance-form"
        aria-label="Landed-cost estimator"
        preventScrollReset
        onChange={(e) => autoSubmit.schedule(e.currentTarget)}
        onSubmit={() => {
          autoSubmit.cancel()
          asking()
        }}
      >
        <TextField
          name="value"
          idPrefix={idPrefix}
          label="Customs value"
          required
          inputMode="decimal"
          autoComplete="off"
          hint="What customs values the car at (its price abroad)."
          state={state}
          unit={
            <select name="currency" aria-label="Currency" defaultValue={view.values.currency}>
              {VALUE_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {VALUE_CURRENCY_LABELS[c]}
                </option>
              ))}
            </select>
          }
        />
        <TextField
          name="year"
          idPrefix={idPrefix}
          label="Year of first registration"
          required
          inputMode="numeric"
          autoComplete="off"
          state={state}
        />
        <TextField
          name="engineCc"
          idPrefix={idPrefix}
          label="Engine capacity (cc)"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="Leave empty for an electric car."
          state={state}
        />
        <SelectField
          name="fuel"
          idPrefix={idPrefix}
          label="Fuel"
          required
          options={IMPORT_FUELS.map((f) => [f, IMPORT_FUEL_LABELS[f]] as const)}
          state={state}
        />
        <button type="submit" className="btn" formAction={`${action}#${idPrefix}cost-result-title`}>
          Estimate
        </button>
      </Form>
      <section
        className="finance-result cost-result"
        aria-labelledby={`${idPrefix}cost-result-title`}
      >
        <h2 id={`${idPrefix}cost-result-title`} ref={answer} tabIndex={-1}>
          Your landed cost
        </h2>
        <div aria-live="polite">
          {result ? (
            <>
              <Eligibility result={result} year={view.values.year} rates={rates} />
              <Charges result={result} rates={rates} />
              {view.values.currency !== 'KES' ? (
                <p className="hint muted">
                  {view.values.currency} converted at Ksh{' '}
                  {view.values.currency === 'USD' ? rates.usdKes : rates.jpyKes} per unit.
                </p>
              ) : null}
              {requestLink && view.query ? (
                <p>
                  <Link to={`/import?${view.query}#import-order`} className="btn btn-outline">
                    Request this import
                  </Link>
                </p>
              ) : null}
            </>
          ) : (
            <p className="muted">
              {Object.keys(view.errors).length > 0
                ? 'Correct the fields above to see the charges.'
                : 'Enter the car’s customs value to see the charges.'}
            </p>
          )}
        </div>
        <p className="hint muted">
          Rates in force from {formatNairobiDate(rates.effectiveDate)}: {rates.sourceNote} The
          result is indicative: customs sets the value it charges on, and charges change with the
          law.
        </p>
      </section>
    </div>
  )
}
