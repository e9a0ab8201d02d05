import type { Car } from '@dealership/api/contract'
import { formatNumber, formatPrice } from '../../lib/format'

/** A spec's text, or null when staff left it blank. */
const specText = (value: string | null | undefined) => value?.trim() || null
/** A count or measure, or null when missing (or 0, which no car has: seats, horsepower). */
const specCount = (value: number | null | undefined, unit = '') =>
  typeof value === 'number' && value > 0 ? `${formatNumber(value)}${unit}` : null

type SpecGroup = [group: string, rows: [label: string, value: string][]]

/** The car's specifications by group, each with only the rows that have a value. */
function specGroups(car: Car, brand: string): SpecGroup[] {
  const groups: [string, [string, string | null][]][] = [
    [
      'Overview',
      [
        ['Brand', brand],
        ['Model', specText(car.model)],
        // A year is a name, not a count: "2021", never "2,021".
        ['Year', typeof car.year === 'number' && car.year > 0 ? String(car.year) : null],
        ['Price', formatPrice(car.price)],
        // 0 km is a real reading (a new car); only a missing one is left out.
        ['Mileage', typeof car.mileage === 'number' ? `${formatNumber(car.mileage)} km` : null],
        ['Condition', specText(car.condition)],
        ['Location', specText(car.location)],
        ['Warranty', specText(car.warranty)],
        // The API sends it only when staff chose to show it.
        ['VIN / chassis number', specText(car.vin)],
      ],
    ],
    [
      'Performance',
      [
        ['Engine', specText(car.engine)],
        ['Horsepower', specCount(car.horsepower, ' hp')],
        ['Acceleration', specText(car.acceleration)],
        ['Top Speed', specText(car.topSpeed)],
        ['Transmission', specText(car.transmission)],
        ['Gearbox', specText(car.gearbox)],
        ['Drivetrain', specText(car.drivetrain)],
        ['Fuel', specText(car.fuel)],
        ['Fuel Economy', specText(car.fuelEconomy)],
      ],
    ],
    [
      'Comfort',
      [
        ['Body Style', specText(car.bodyStyle)],
        ['Exterior Colour', specText(car.exteriorColor)],
        ['Seats', specCount(car.seats)],
        ['Doors', specCount(car.doors)],
        ['Cargo Space', specText(car.cargoSpace)],
        ['Interior', specText(car.interior)],
        ['Infotainment', specText(car.infotainment)],
      ],
    ],
  ]
  return groups
    .map(([group, rows]): SpecGroup => [
      group,
      rows.filter((row): row is [string, string] => row[1] !== null),
    ])
    .filter(([, rows]) => rows.length > 0)
}

/**
 * The specifications below the gallery and the summary, across the page: three groups
 * side by side on a wide screen rather than a long column beside a short gallery; on a
 * phone two compact columns. A row without a value is left out, and a group without rows.
 */
export function CarSpecifications({ car, brand }: { car: Car; brand: string }) {
  return (
    <section aria-labelledby="specs-title" className="car-specs">
      <h2 id="specs-title">Specifications</h2>
      <div className="specs">
        {specGroups(car, brand).map(([group, rows]) => (
          <div key={group} className="spec-group">
            <h3>{group}</h3>
            <dl>
              {rows.map(([label, value]) => (
                <div key={label} className="spec">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  )
}
