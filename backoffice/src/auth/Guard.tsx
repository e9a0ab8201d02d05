import { lazy, Suspense } from 'react'
import { Navigate } from 'react-router-dom'
import { loadApp } from './load-app'
import { useAuthUser } from './use-auth-user'

// react-admin and every screen: a separate chunk (load-app.ts).
const App = lazy(loadApp)

export function Loading() {
  return (
    <main className="shell-center" aria-busy="true">
      <p role="status">Loading...</p>
    </main>
  )
}

/** Every /admin route but login: wait for Firebase, then the console or the login page. */
export function Guard() {
  const user = useAuthUser()
  if (user === undefined) return <Loading />
  if (user === null) return <Navigate to="/admin/login" replace />
  return (
    <Suspense fallback={<Loading />}>
      <App />
    </Suspense>
  )
}
