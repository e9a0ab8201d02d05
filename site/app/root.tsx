import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from '@remix-run/react'
import type { ReactNode } from 'react'
import { ChatButton } from './components/chat-button'
import { Footer } from './components/footer'
import { Header, type BrandsState } from './components/header'
import { PLACEHOLDER } from './components/img'
import { Pending } from './components/pending'
import { GeneralErrorBoundary } from './components/status-page'
import { shareImage, siteShareCard } from '@dealership/api/contract/share-card'
import { dealerDetails } from './api/dealer-settings.server'
import { listBrands } from './api/brands.server'
import { settle } from './api/client.server'
import stylesUrl from './styles.css?url'
import { FONT_FILES, LOAD_FONTS } from './fonts/load-fonts'
import { useNoScriptRefresh } from './lib/refresh'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [brands, dealer] = await Promise.all([
    settle(listBrands(context)),
    settle(dealerDetails(context)),
  ])
  const brandsState: BrandsState = brands.ok
    ? {
        status: 'ok',
        brands: brands.data.map(({ key, name, fullName }) => ({ key, name, fullName })),
      }
    : { status: 'error' }
  return {
    siteName: context.config.siteName,
    /** The dealer's details (staff keep them in the console): footer, chat button. */
    dealer: dealer.ok ? dealer.data : null,
    siteCard: shareImage(siteShareCard(context.config.siteName)),
    testimonialsEmbedUrl: context.config.testimonialsEmbedUrl,
    origin: new URL(request.url).origin,
    brands: brandsState,
  }
}

export type RootLoader = typeof loader

// Only reached when a route fails without its own meta: name the failure in the title.
export const meta: MetaFunction<RootLoader> = ({ data, error }) => {
  const siteName = data?.siteName ?? 'Luxury Motors'
  if (!error) return [{ title: siteName }]
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return [{ title: `${notFound ? 'Page Not Found' : 'Something went wrong'} | ${siteName}` }]
}

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesUrl },
  // The fonts are fetched with the stylesheet, not when the first layout finds text set
  // in them: ready for that layout, with or without script (see scripts/fonts.mjs).
  ...FONT_FILES.map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  })),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Every page offers the new arrivals to feed readers (routes/feeds.$.ts).
  {
    rel: 'alternate',
    type: 'application/atom+xml',
    title: 'New arrivals',
    href: '/feeds/new-arrivals.atom',
  },
]

// Swaps any image that fails to load for the placeholder. A capture listener on the
// document sees errors of images rendered before and after hydration alike.
const IMAGE_FALLBACK = `document.addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG'&&t.getAttribute('src')!=='${PLACEHOLDER}'){t.removeAttribute('srcset');t.src='${PLACEHOLDER}'}},true)`

// Starts decoding the two preloaded fonts as soon as the stylesheet is in, rather than
// when the first layout finds text set in them. Chromium lays a page out once before a
// font is ready and again after, the whole page both times: on a phone that second
// layout is a long task of its own. With the fonts ready before the page is first drawn,
// it is laid out once. The script is LOAD_FONTS, from fonts/load-fonts.ts.

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootLoader>('root')
  const siteName = data?.siteName ?? 'Luxury Motors'
  // A page waiting for something elsewhere reloads itself when no script asks for it.
  const refresh = useNoScriptRefresh()
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#111111" />
        {/* No frame until everything the page shows is parsed (up to #page-end, below).
            The page arrives whole, but the parser yields while working through it and
            Chromium paints in between: a card stretched to its row before its own buttons
            were parsed, a select as wide as its options so far, a menu or the footer's
            columns still filling in. Each moved once the rest came (a layout shift, more
            often on slower machines). Browsers without rel=expect ignore it. */}
        <link rel="expect" href="#page-end" blocking="render" />
        <script dangerouslySetInnerHTML={{ __html: IMAGE_FALLBACK }} />
        <Meta />
        <Links />
        <script dangerouslySetInnerHTML={{ __html: LOAD_FONTS }} />
        {refresh ? (
          <noscript>
            <meta httpEquiv="refresh" content={String(refresh)} />
          </noscript>
        ) : null}
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header siteName={siteName} brands={data?.brands ?? { status: 'error' }} />
        <main id="main" tabIndex={-1}>
          <Pending />
          {children}
        </main>
        <Footer siteName={siteName} dealer={data?.dealer ?? null}>
          {data?.dealer ? <ChatButton number={data.dealer.whatsapp} /> : null}
        </Footer>
        {/* Chromium lifts the block above as soon as this is created: it comes after
            everything visible. */}
        <div id="page-end" hidden />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export const ErrorBoundary = GeneralErrorBoundary
