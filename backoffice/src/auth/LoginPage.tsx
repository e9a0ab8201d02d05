import { signInWithEmailAndPassword } from 'firebase/auth'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { Navigate, useNavigate } from 'react-router-dom'
import { loginErrorMessage } from '../lib/login-errors'
import { firebaseAuth, publicConfig } from './firebase'
import { warmApp } from './load-app'
import { clearRefusal, isRefusal, loadMe, pendingRefusal, refuseAccount } from './staff-session'
import { useAuthUser } from './use-auth-user'

/** A labelled, required field of the sign-in form, its text kept in `value`. */
function LoginInput({
  label,
  input,
  value,
  onValue,
}: {
  label: string
  input: { name: string; type: string; autoComplete: string }
  value: string
  onValue: (value: string) => void
}) {
  const id = `login-${input.name}`
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} required value={value} onChange={(e) => onValue(e.target.value)} />
    </>
  )
}

export function LoginPage() {
  const user = useAuthUser()
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  // A refusal from the console (not staff, deactivated) is shown until the next attempt.
  const [error, setError] = useState<string | null>(() => pendingRefusal())
  const errorId = useId()
  const dealer = publicConfig().siteName

  useEffect(() => {
    document.title = `Sign in | ${dealer}`
  }, [dealer])

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
    clearRefusal()
    try {
      await signInWithEmailAndPassword(firebaseAuth(), email.trim(), password)
    } catch (e) {
      setError(loginErrorMessage(e))
      setBusy(false)
      return
    }
    // A valid account is not enough: it must be active staff. Other failures to ask are
    // left to the console, which shows its own errors.
    try {
      await loadMe()
    } catch (e) {
      if (isRefusal(e)) {
        await refuseAccount(e.message).catch(() => {})
        setError(e.message)
        setBusy(false)
        return
      }
    }
    navigate('/admin', { replace: true })
  }

  return (
    <main className="login">
      <div className="login-card">
        <header className="login-brand">
          <p className="login-dealer">{dealer}</p>
          <p className="login-tagline">Staff back office · Nairobi</p>
        </header>
        <form
          className="login-form"
          onSubmit={onSubmit}
          noValidate
          aria-describedby={error ? errorId : undefined}
          // The console's chunk loads while the visitor fills the form (a focus, or a
          // password manager's input), not after the sign-in, and not for a mere look.
          onFocus={warmApp}
          onInput={warmApp}
        >
          <h1>Sign in to the back office</h1>
          {error ? (
            <p className="login-error" id={errorId} role="alert">
              {error}
            </p>
          ) : null}
          <LoginInput
            label="Email"
            input={{ name: 'email', type: 'email', autoComplete: 'username' }}
            value={email}
            onValue={setEmail}
          />
          <LoginInput
            label="Password"
            input={{ name: 'password', type: 'password', autoComplete: 'current-password' }}
            value={password}
            onValue={setPassword}
          />
          <button type="submit" disabled={busy}>
            {busy ? 'Signing In...' : 'Sign In'}
          </button>
        </form>
      </div>
    </main>
  )
}
