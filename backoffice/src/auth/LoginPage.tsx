import { signInWithEmailAndPassword } from 'firebase/auth'
import { type FormEvent, useId, useState } from 'react'
import { Navigate, useNavigate } from 'react-router-dom'
import { loginErrorMessage } from '../lib/login-errors'
import { firebaseAuth } from './firebase'
import { useAuthUser } from './use-auth-user'

export function LoginPage() {
  const user = useAuthUser()
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const errorId = useId()

  // Already signed in (or just signed in): straight to the dashboard.
  if (user && !busy) return <Navigate to="/admin" replace />

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!email.trim() || !password) {
      setError('Email and password are required')
      return
    }
    setBusy(true)
    setError(null)
    try {
      await signInWithEmailAndPassword(firebaseAuth(), email.trim(), password)
      navigate('/admin', { replace: true })
    } catch (e) {
      setError(loginErrorMessage(e))
      setBusy(false)
    }
  }

  return (
    <main className="login">
      <form
        className="login-card"
        onSubmit={onSubmit}
        noValidate
        aria-describedby={error ? errorId : undefined}
      >
        <h1>Sign in to the back office</h1>
        {error ? (
          <p className="login-error" id={errorId} role="alert">
            {error}
          </p>
        ) : null}
        <label htmlFor="login-email">Email</label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <label htmlFor="login-password">Password</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" disabled={busy}>
          {busy ? 'Signing In...' : 'Sign In'}
        </button>
      </form>
    </main>
  )
}
