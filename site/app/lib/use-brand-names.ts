import { useRouteLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import type { RootLoader } from '../root'

/** Brand key -> short name, from the brands the layout already loaded. */
export function useBrandNames(): Record<string, string> {
  const data = useRouteLoaderData<RootLoader>('root')
  return useMemo(() => {
    const names: Record<string, string> = {}
    if (data?.brands.status === 'ok') for (const b of data.brands.brands) names[b.key] = b.name
    return names
  }, [data])
}

export function useSiteConfig() {
  const data = useRouteLoaderData<RootLoader>('root')
  return {
    siteName: data?.siteName ?? 'Luxury Motors',
    /** The dealer's details, null when they could not be read. */
    dealer: data?.dealer ?? null,
    dealerWhatsapp: data?.dealer?.whatsapp ?? '',
    testimonialsEmbedUrl: data?.testimonialsEmbedUrl ?? null,
    origin: data?.origin ?? '',
  }
}
