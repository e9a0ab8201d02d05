// "Save" and "Add to compare" for a car, on its card and its page: one form whose two
// buttons post without JavaScript (to /saved and, by formaction, /compare, which set the
// signed cookie and show the visitor's own page). With JavaScript the post goes in the
// background and the button shows the new state in place. The pages around them are the same for every
// visitor, so the server renders them "not saved"; lib/use-garage.ts marks them after
// hydration. Only a personal page (/saved) may render them pressed from the start.
import { Link, useFetcher } from '@remix-run/react'
import { useEffect, type FormEvent } from 'react'
import { compareHref, type Garage } from '../lib/garage'
import { setGarage, useGarage } from '../lib/use-garage'

const SAVE_ACTION = '/saved'
/** Add to compare's formaction, by which a submit event tells its button from Save. */
const COMPARE_ACTION = '/compare'

/** What /saved and /compare answer a background post (`via=fetch`). */
export type GarageAnswer = { garage: Garage; full?: boolean }

/** Posts the form in the background with the intent the button shows. */
function useGaragePost(action: typeof SAVE_ACTION | typeof COMPARE_ACTION) {
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
  /** The car's name, read after each button's word by screen readers ("Save BMW X5 2022"). */
  carName: string
  /** The states a personal page knows on the server; pages for everyone leave them out. */
  initial?: boolean
  initialCompare?: boolean
}

/**
 * Both controls, as a car's card and page show them: one form, whose Save posts to
 * /saved and whose Add to compare to /compare (its formaction). A card is most of a
 * listing's markup, so the pair costs four elements, not nine.
 */
export function GarageControls({
  carId,
  carName,
  initial = false,
  initialCompare = false,
}: ControlProps) {
  const garage = useGarage()
  const save = useGaragePost(SAVE_ACTION)
  const compare = useGaragePost(COMPARE_ACTION)
  const saved = save.pending ? save.pending === 'save' : (garage?.saved.includes(carId) ?? initial)
  const inCompare = compare.pending
    ? compare.pending === 'add'
    : (garage?.compare.includes(carId) ?? initialCompare)
  const saveIntent = saved ? 'remove' : 'save'
  const compareIntent = inCompare ? 'remove' : 'add'
  const set = garage?.compare ?? []
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const native = event.nativeEvent
    const submitter = 'submitter' in native ? native.submitter : null
    if (submitter instanceof Element && submitter.getAttribute('formaction') === COMPARE_ACTION)
      compare.submit(event, compareIntent)
    else save.submit(event, saveIntent)
  }
  const saveWord = saved ? 'Saved' : 'Save'
  const compareWord = inCompare ? 'In compare' : 'Add to compare'
  return (
    <form method="post" action={SAVE_ACTION} className="garage-controls" onSubmit={onSubmit}>
      <input type="hidden" name="id" value={carId} />
      <button
        type="submit"
        name="intent"
        value={saveIntent}
        // The heart is the stylesheet's (.garage-save::before): drawn, not a character (a
        // heart is in neither typeface, and a system font found for it late could move the
        // card), and not an element of every card's markup either.
        className="btn btn-outline btn-small garage-btn garage-save"
        aria-pressed={saved}
        aria-label={`${saveWord} ${carName}`}
      >
        {saveWord}
      </button>
      <button
        type="submit"
        name="intent"
        value={compareIntent}
        formAction={COMPARE_ACTION}
        className="btn btn-outline btn-small garage-btn"
        aria-pressed={inCompare}
        aria-label={`${compareWord} ${carName}`}
      >
        {compareWord}
      </button>
      {inCompare && !compare.pending && set.length > 0 ? (
        <Link className="garage-link" to={compareHref(set)}>
          {set.length > 1 ? `Compare ${set.length} cars` : 'Compare: add one more'}
        </Link>
      ) : null}
      {save.fetcher.data?.full ? (
        <p className="garage-note" role="status">
          You can save up to 50 cars. <Link to="/saved">Remove one</Link> to save another.
        </p>
      ) : null}
    </form>
  )
}
