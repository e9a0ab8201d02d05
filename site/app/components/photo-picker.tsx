// The file box of a form that takes photos. Without JavaScript it is the browser's own
// (styled as a button), and the photos are checked when the form is sent. With it, each
// photo chosen shows at once as a thumbnail with its name, size and a Remove button;
// choosing again adds to the photos rather than replacing them; and what is wrong with
// them (too many, too large, not an image) is said before the form is sent, in the words
// the form's action uses.
import { UPLOAD_MIME_TYPES } from '@dealership/api/contract/options'
import { useEffect, useRef, useState } from 'react'
import { isPhotoType, photoProblem } from '../lib/photo-rules'

type Chosen = { file: File; key: string; preview: string | null }

const keyOf = (f: File) => `${f.name}\u0000${f.size}\u0000${f.lastModified}`

function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

export function PhotoPicker({
  id,
  name,
  kept,
  error,
}: {
  id: string
  name: string
  /** Photos already attached to the form (held from an earlier post), counted in the limit. */
  kept: number
  /** What the form's action said about the photos, shown until the visitor changes them. */
  error: string | undefined
}) {
  const input = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<Chosen[]>([])
  const [changed, setChanged] = useState(false)
  const previews = useRef(new Map<string, string>())
  useEffect(() => {
    const made = previews.current
    return () => {
      for (const url of made.values()) URL.revokeObjectURL(url)
      made.clear()
    }
  }, [])

  // The box holds exactly the photos listed, so the form sends what the visitor sees.
  function hold(next: Chosen[]) {
    const box = input.current
    if (box) {
      const files = new DataTransfer()
      for (const c of next) files.items.add(c.file)
      box.files = files.files
    }
    for (const [key, url] of previews.current) {
      if (!next.some((c) => c.key === key)) {
        URL.revokeObjectURL(url)
        previews.current.delete(key)
      }
    }
    setChosen(next)
    setChanged(true)
  }

  /** The photos listed, with those now in the box added. */
  function withPicked(listed: Chosen[]): Chosen[] {
    const picked = Array.from(input.current?.files ?? [])
    const next = [...listed]
    for (const file of picked) {
      const key = keyOf(file)
      if (next.some((c) => c.key === key)) continue
      let preview: string | null = null
      if (isPhotoType(file.type)) {
        preview = URL.createObjectURL(file)
        previews.current.set(key, preview)
      }
      next.push({ file, key, preview })
    }
    return next
  }

  // Photos chosen before the page's scripts ran are listed once they do: the change that
  // chose them came before React was listening.
  useEffect(() => {
    if (input.current?.files?.length) hold(withPicked([]))
  }, [])

  const shown = changed
    ? photoProblem(
        chosen.map((c) => c.file),
        kept,
      )
    : (error ?? null)
  return (
    <div className="photo-picker">
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={UPLOAD_MIME_TYPES.join(',')}
        multiple
        onChange={() => hold(withPicked(chosen))}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
      />
      {chosen.length > 0 ? (
        <ul className="photo-picker-list" aria-label="Chosen to send">
          {chosen.map((c) => (
            <li key={c.key}>
              {c.preview ? (
                <img src={c.preview} alt="" width={96} height={72} />
              ) : (
                <span className="photo-picker-none" aria-hidden="true" />
              )}
              <span className="photo-picker-name">
                {c.file.name} <span className="hint">({sizeText(c.file.size)})</span>
              </span>
              <button
                type="button"
                className="btn btn-outline photo-picker-remove"
                aria-label={`Remove ${c.file.name}`}
                onClick={() => hold(chosen.filter((o) => o.key !== c.key))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div aria-live="polite">
        {shown ? (
          <p id={`${id}-error`} className="field-error">
            {shown}
          </p>
        ) : null}
      </div>
    </div>
  )
}
