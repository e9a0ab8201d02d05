// Boot: load the server's public config, start Firebase, then route. The login page
// is part of this small entry; react-admin loads only once someone is signed in.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { initFirebase, loadPublicConfig } from './auth/firebase'
import { startTokenSync } from './auth/session'
import { Guard } from './auth/Guard'
import { LoginPage } from './auth/LoginPage'
import './shell.css'

const root = createRoot(document.getElementById('root')!)

function BootError({ message }: { message: string }) {
  return (
    <main className="shell-center">
      <h1>Something went wrong</h1>
      <p role="alert">{message}</p>
    </main>
  )
}

loadPublicConfig()
  .then((config) => {
    const auth = initFirebase(config)
    startTokenSync(auth)
    root.render(
      <StrictMode>
        <BrowserRouter>
          <Routes>
            <Route path="/admin/login" element={<LoginPage />} />
            <Route path="/admin/*" element={<Guard />} />
          </Routes>
        </BrowserRouter>
      </StrictMode>,
    )
  })
  .catch((error: unknown) => {
    root.render(<BootError message={error instanceof Error ? error.message : String(error)} />)
  })
