import { useLocation } from '@remix-run/react'

/** A load failure: the spec's message and a Retry that reloads the page (with or without JS). */
export function LoadError({ message }: { message: string }) {
  const location = useLocation()
  const params = [...new URLSearchParams(location.search).entries()]
  return (
    <div className="load-error" role="alert">
      <p>{message}</p>
      <form method="get" action={location.pathname}>
        {params.map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="btn btn-outline">
          Retry
        </button>
      </form>
    </div>
  )
}
