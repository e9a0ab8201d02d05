import { Link } from '@remix-run/react'

/** The line before the button of every form that takes a visitor's details. */
export function PrivacyNote() {
  return (
    <p className="form-privacy muted">
      How we use and keep your details: our <Link to="/privacy">privacy notice</Link>.
    </p>
  )
}
