import { Link } from '@remix-run/react'
import type { CarHistory, HistoryBadge } from '@dealership/api/contract'
import { Img } from '../img'

export const NO_RECORDS_TEXT =
  'We have no inspection report or history documents on this car yet. Before you pay a deposit, ask us for its auction sheet or export certificate, an NTSA search of its logbook and an inspection: we send them.'

/** The badges a car's records earn, each a link to its evidence on the history page. */
export function HistoryBadges({ carId, badges }: { carId: string; badges: HistoryBadge[] }) {
  return (
    <ul className="history-badges">
      {badges.map((b) => (
        <li key={b.evidence}>
          <a href={`/cars/${carId}/history#${b.evidence}`}>{b.label}</a>
        </li>
      ))}
    </ul>
  )
}

/** The car page's History and inspection section: badges, imperfections, the full report. */
export function HistorySummary({
  carId,
  history,
  sold,
}: {
  carId: string
  history: Pick<CarHistory, 'badges' | 'imperfections'>
  sold: boolean
}) {
  const { badges, imperfections } = history
  const any = badges.length > 0 || imperfections.length > 0
  return (
    <section aria-labelledby="history-title" className="history-summary">
      <h2 id="history-title">History and inspection</h2>
      {any ? <HistoryBadges carId={carId} badges={badges} /> : <p>{NO_RECORDS_TEXT}</p>}
      {imperfections.length > 0 ? (
        <ul className="imperfection-thumbs" aria-label="Imperfections">
          {imperfections.map((imp) => (
            <li key={imp.id}>
              <a href={`/cars/${carId}/history#imperfections`}>
                <Img src={imp.photo} alt={imp.caption} width={96} height={60} sizes="96px" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {any ? (
        <p>
          <Link to={`/cars/${carId}/history`} className="history-link">
            The full report and its records
          </Link>
        </p>
      ) : (
        <p>
          <a href={sold ? '/contact' : '#enquire'} className="history-link">
            Ask for them
          </a>
        </p>
      )}
    </section>
  )
}
