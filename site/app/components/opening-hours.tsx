import { openingHoursLines, type OpeningHours as Hours } from '@dealership/api/contract/dealer'

/**
 * The showroom's opening hours as staff keep them (dealer settings), as a list:
 * "Monday to Friday: 9am-6pm", and the days not named "By appointment".
 */
export function OpeningHours({ hours }: { hours: readonly Hours[] }) {
  return (
    <ul className="opening-hours">
      {openingHoursLines(hours).map((h) => (
        <li key={h.days}>
          {h.days}: {h.hours}
        </li>
      ))}
    </ul>
  )
}
