// The photos a sell form sent back with a mistake still has attached (held by the API for
// HELD_PHOTO_HOURS): each shown with its name, a thumbnail and a box to remove it, and the
// hidden fields that carry them into the next post. Plain HTML: works without JavaScript.
import { HELD_PHOTO_HOURS } from '@dealership/api/contract/held-photos'
import type { HeldPhotos } from '@dealership/api/contract'

export function HeldPhotoList({ held }: { held: HeldPhotos | undefined }) {
  if (!held?.token || held.photos.length === 0) return null
  return (
    <div className="held-photos">
      <input type="hidden" name="photoToken" value={held.token} />
      <p id="held-photos-title">
        Already attached, no need to choose {held.photos.length === 1 ? 'it' : 'them'} again (kept
        for {HELD_PHOTO_HOURS} hours). Tick Remove to leave one out.
      </p>
      <ul aria-labelledby="held-photos-title">
        {held.photos.map((p) => (
          <li key={p.id}>
            <input type="hidden" name="keptPhoto" value={p.id} />
            <img src={p.thumbnail} alt="" width={96} height={72} loading="lazy" decoding="async" />
            <span className="held-photo-name">{p.name}</span>
            <label className="held-photo-remove">
              <input
                type="checkbox"
                name="removePhoto"
                value={p.id}
                aria-label={`Remove ${p.name}`}
              />{' '}
              Remove
            </label>
          </li>
        ))}
      </ul>
    </div>
  )
}
