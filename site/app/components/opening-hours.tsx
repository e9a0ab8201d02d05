import { OPENING_HOURS } from '@dealership/api/contract/options'

/** The showroom's opening hours, as a list. */
export function OpeningHours() {
  return (
    <ul>
      {OPENING_HOURS.map((h) => (
        <li key={h.days}>
          {h.days}: {h.hours}
        </li>
      ))}
    </ul>
  )
}
