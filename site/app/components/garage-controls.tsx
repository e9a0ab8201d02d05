// "Save" and "Add to compare" for a car, on its card and its page. Each is a form that
// posts without JavaScript (to /saved and /compare, which set the signed cookie and show
// the visitor's own page). With JavaScript the post goes in the background and the
// button shows the new state in place. The pages around them are the same for every
// visitor, so the server renders them "not saved"; lib/use-garage.ts marks them after
// hydration. Only a personal page (/saved) may render them pressed from the start.
import { Link, useFetcher } from '@remix-run/react'
import { useEffect, type FormEvent } from 'react'
import { compareHref, type Garage } from '../lib/garage'
import { setGarage, useGarage } from '../lib/use-garage'

/** What /saved and /compare answer a background post (`via=fetch`). */
export type GarageAnswer = { garage: Garage; full?: boolean }

/** Posts the form in the background with the intent the button shows. */
function useGaragePost(action: '/saved' | '/compare') {
  const fetcher = useFetcher<GarageAnswer>()
  useEffect(() => {
    if (fetcher.data?.garage) setGarage(fetcher.data.garage)
  }, [fetcher.data])
  const submit = (event: FormEvent<HTMLFormElement>, intent: string) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    form.set('intent', intent)
    form.set('via', 'fetch')
    fetcher.submit(form, { method: 'post', action })
  }
  const pending = fetcher.formData?.get('intent')
  return { fetcher, submit, pending: typeof pending === 'string' ? pending : null }
}

type ControlProps = {
  carId: string
  /** The car's name, read after the button's word by screen readers ("Save BMW X5 2022"). */
  carName: string
  /** The state a personal page knows on the server; pages for everyone leave it out. */
  initial?: boolean
}

export function SaveControl({ carId, carName, initial = false }: ControlProps) {
  const garage = useGarage()
  const { fetcher, submit, pending } = useGaragePost('/saved')
  const saved = pending ? pending === 'save' : (garage?.saved.includes(carId) ?? initial)
  const intent = saved ? 'remove' : 'save'
  return (
    <form method="post" action="/saved" className="garage-form" onSubmit={(e) => submit(e, intent)}>
      <input type="hidden" name="id" value={carId} />
      <button
        type="submit"
        name="intent"
        value={intent}
        // The heart is the stylesheet's (.garage-save::before): drawn, not a character (a
        // heart is in neither typeface, and a system font found for it late could move the
        // card), and not an element of every card's markup either.
        className="btn btn-outline btn-small garage-btn garage-save"
        aria-pressed={saved}
      >
        {saved ? 'Saved' : 'Save'}
        <span className="visually-hidden">{` ${carName}`}</span>
      </button>
      {fetcher.data?.full ? (
        <p className="garage-note" role="status">
          You can save up to 50 cars. <Link to="/saved">Remove one</Link> to save another.
        </p>
      ) : null}
    </form>
  )
}

export function CompareControl({ carId, carName, initial = false }: ControlProps) {
  const garage = useGarage()
  const { submit, pending } = useGaragePost('/compare')
  const inCompare = pending ? pending === 'add' : (garage?.compare.includes(carId) ?? initial)
  const intent = inCompare ? 'remove' : 'add'
  const set = garage?.compare ?? []
  return (
    <form
      method="post"
      action="/compare"
      className="garage-form"
      onSubmit={(e) => submit(e, intent)}
    >
      <input type="hidden" name="id" value={carId} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className="btn btn-outline btn-small garage-btn"
        aria-pressed={inCompare}
      >
        {inCompare ? 'In compare' : 'Add to compare'}
        <span className="visually-hidden">{` ${carName}`}</span>
      </button>
      {inCompare && !pending && set.length > 0 ? (
        <Link className="garage-link" to={compareHref(set)}>
          {set.length > 1 ? `Compare ${set.length} cars` : 'Compare: add one more'}
        </Link>
      ) : null}
    </form>
  )
}

/** Both controls, as a car's card and page show them. */
export function GarageControls(props: ControlProps & { initialCompare?: boolean }) {
  return (
    <div className="garage-controls">
      <SaveControl carId={props.carId} carName={props.carName} initial={props.initial} />
      <CompareControl carId={props.carId} carName={props.carName} initial={props.initialCompare} />
    </div>
  )
}
