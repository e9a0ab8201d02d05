// The estimator's data for a page: the rates in force and the visitor's form worked out.
import { todayInNairobi } from '@dealership/api/contract'
import type { AppLoadContext } from '@remix-run/node'
import type { LandedCostView } from '../components/landed-cost'
import { currentImportRates } from '../api/import-rates.server'
import { estimateQuery, readLandedCostForm } from './landed-cost-form'

export async function landedCostView(context: AppLoadContext, params: URLSearchParams) {
  const rates = await currentImportRates(context)
  const form = readLandedCostForm(params, rates, Number(todayInNairobi().slice(0, 4)))
  const view: LandedCostView = {
    values: form.values,
    errors: form.errors,
    result: form.result,
    query: form.input ? estimateQuery(form.input) : null,
  }
  return { rates, view }
}
