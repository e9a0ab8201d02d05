import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RequestIdContext, serverRequestId } from './components/error-reference'

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      {/* The id the server showed on a failure page stays through hydration. */}
      <RequestIdContext.Provider value={serverRequestId()}>
        <RemixBrowser />
      </RequestIdContext.Provider>
    </StrictMode>,
  )
})
