import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { getCar } from '../api/cars.server'
import { carHistory } from '../api/car-history.server'
import { listBrands } from '../api/brands.server'
import { settle } from '../api/client.server'
import { HistoryBadges, NO_RECORDS_TEXT } from '../components/car-page/history-summary'
import { Img } from '../components/img'
import { JsonLd } from '../components/json-ld'
import { carBreadcrumbs } from '../components/car-page/json-ld.server'
import { LoadError } from '../components/load-error'
import { isNotFound, statusBoundary } from '../components/status-page'
import { historyView, type MileageChart } from '../lib/car-history.server'
import { pageMeta } from '../lib/meta'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = params.id ?? ''
  const [car, history, brands] = await Promise.all([
    getCar(context, id),
    carHistory(context, id),
    settle(listBrands(context)),
  ])
  if (!car || !history) throw data(null, { status: 404 })
  const brand = (brands.ok && brands.data.find((b) => b.key === car.brand)?.name) || car.brand
  return {
    car: { id: car.id, brand: car.brand, title: `${brand} ${car.model} ${car.year}` },
    breadcrumbs: carBreadcrumbs(new URL(request.url).origin, car, {
      brand,
      under: [{ name: 'History and inspection', path: `/cars/${car.id}/history` }],
    }),
    badges: history.badges,
    imperfections: history.imperfections,
    view: historyView(history),
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data, params, error }) => {
  const path = `/cars/${params.id ?? ''}/history`
  if (!data) {
    return pageMeta(matches, {
      title: isNotFound(error) ? 'Car Not Found' : 'Error',
      description: NOT_FOUND_TEXT,
      path,
      noindex: true,
    })
  }
  return pageMeta(matches, {
    title: `History and inspection: ${data.car.title}`,
    description: `The ${data.car.title}'s inspection report, mileage records and history documents${data.badges.length ? `: ${data.badges.map((b) => b.label).join('; ')}` : ''}.`,
    path,
  })
}

const NOT_FOUND_TEXT = "The vehicle you're looking for doesn't exist or is no longer available."

const RESULT_CLASS = {
  Pass: 'result-pass',
  Advisory: 'result-advisory',
  Fail: 'result-fail',
  'Not checked': 'result-none',
} as const

function Chart({ chart }: { chart: MileageChart }) {
  return (
    <figure className="mileage-chart">
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-labelledby="mileage-chart-title"
      >
        <title id="mileage-chart-title">
          Odometer readings by date, from {chart.low} to {chart.high}
        </title>
        <polyline points={chart.line} fill="none" />
        {chart.dots.map((d) => (
          <circle key={`${d.x},${d.y}`} cx={d.x} cy={d.y} r="4">
            <title>{d.label}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="muted">
        From {chart.low} to {chart.high}; the table below gives every reading.
      </figcaption>
    </figure>
  )
}

export default function CarHistoryPage() {
  const { car, breadcrumbs, badges, imperfections, view } = useLoaderData<typeof loader>()
  const { inspection, mileage, documents } = view
  const empty = !inspection && documents.length === 0 && imperfections.length === 0
  return (
    <article className="page history-page">
      <JsonLd data={breadcrumbs} />
      <p>
        <Link to={`/cars/${car.id}`} className="back-link">
          ← Back to the {car.title}
        </Link>
      </p>
      <h1>
        History and inspection <span className="muted">{car.title}</span>
      </h1>
      {empty ? <p>{NO_RECORDS_TEXT}</p> : <HistoryBadges carId={car.id} badges={badges} />}

      {inspection ? (
        <section id="inspection" aria-labelledby="inspection-title">
          <h2 id="inspection-title">Inspection report</h2>
          <p>{inspection.summary}</p>
          {inspection.found.length > 0 ? (
            <>
              <h3>What the inspector found</h3>
              <ul className="inspection-found">
                {inspection.found.map((point) => (
                  <li key={point.id} className={RESULT_CLASS[point.result]}>
                    <strong>{point.result}:</strong> {point.label}
                    {point.note ? <span className="point-note">{point.note}</span> : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h3>Every point checked</h3>
          <div className="checklist-groups">
            {inspection.groups.map((group) => (
              <table key={group.id} className="checklist">
                <caption>
                  {group.label} <span className="muted">({group.counts})</span>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Point</th>
                    <th scope="col">Result</th>
                  </tr>
                </thead>
                <tbody>
                  {group.points.map((point) => (
                    <tr key={point.id} className={RESULT_CLASS[point.result]}>
                      <th scope="row">
                        {point.label}
                        {point.note ? <span className="point-note">{point.note}</span> : null}
                      </th>
                      <td>{point.result}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        </section>
      ) : null}

      <section id="mileage" aria-labelledby="mileage-title">
        <h2 id="mileage-title">Mileage</h2>
        <p>
          {mileage.verified
            ? `Verified across ${mileage.readings.length} records: no reading is lower than one before it.`
            : mileage.readings.length >= 2
              ? 'We cannot show this mileage as verified. Ask us about the records before you pay a deposit.'
              : 'Too few records carry a mileage to check it against.'}
        </p>
        {mileage.chart ? <Chart chart={mileage.chart} /> : null}
        {mileage.readings.length > 0 ? (
          <table className="mileage-table">
            <caption className="visually-hidden">Odometer readings, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Record</th>
                <th scope="col">Reading</th>
              </tr>
            </thead>
            <tbody>
              {mileage.readings.map((r) => (
                <tr key={`${r.on}-${r.source}-${r.km}`}>
                  <td>{r.on}</td>
                  <td>{r.source}</td>
                  <td>{r.km}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>

      {imperfections.length > 0 ? (
        <section id="imperfections" aria-labelledby="imperfections-title">
          <h2 id="imperfections-title">Imperfections</h2>
          <ul className="imperfection-list">
            {imperfections.map((imp) => (
              <li key={imp.id}>
                <figure>
                  <Img
                    src={imp.photo}
                    alt={imp.caption}
                    width={320}
                    height={200}
                    sizes="(max-width: 600px) 100vw, 320px"
                  />
                  <figcaption>
                    {imp.caption} <span className="muted">({imp.area})</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {documents.length > 0 ? (
        <section id="documents" aria-labelledby="documents-title">
          <h2 id="documents-title">Documents</h2>
          {documents.map((doc) => (
            <section key={doc.id} id={doc.anchor} className="history-document">
              <h3>
                {doc.title} <span className="muted">{doc.day}</span>
              </h3>
              <dl className="history-fields">
                {doc.fields.map((f) => (
                  <div key={f.label}>
                    <dt>{f.label}</dt>
                    <dd>{f.value}</dd>
                  </div>
                ))}
              </dl>
              {doc.codes.length > 0 ? (
                <table className="auction-codes">
                  <caption>The sheet&apos;s damage codes, in plain words</caption>
                  <thead>
                    <tr>
                      <th scope="col">Code</th>
                      <th scope="col">Where</th>
                      <th scope="col">What it means</th>
                    </tr>
                  </thead>
                  <tbody>
                    {doc.codes.map((c) => (
                      <tr key={`${c.code}-${c.location}`}>
                        <td>{c.code}</td>
                        <td>{c.location}</td>
                        <td>{c.meaning}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </section>
          ))}
        </section>
      ) : null}
    </article>
  )
}

export const ErrorBoundary = statusBoundary({
  back: { to: '/cars', label: 'Back to Cars' },
  notFound: { title: 'Car Not Found', text: NOT_FOUND_TEXT },
  failed: {
    title: 'Error',
    body: <LoadError message="Unable to load this car's history. Please try again later." />,
  },
})
