import { useNavigation } from '@remix-run/react'

/** What is loading during a client-side navigation (JavaScript only). */
export function Pending() {
  const navigation = useNavigation()
  if (navigation.state !== 'loading') return null
  const path = navigation.location.pathname
  const text = /^\/blogs\/[^/]+/.test(path) ? 'Loading blog details...' : 'Loading...'
  return (
    <p className="pending" role="status">
      {text}
    </p>
  )
}
