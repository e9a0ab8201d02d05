import type { Blog } from '@dealership/api/contract'
import { BLOG_SKELETON_COUNT } from '@dealership/api/contract/options'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  Form,
  Link,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
} from '@remix-run/react'
import { startTransition, useEffect, useState, type FormEvent } from 'react'
import { Img } from '../components/img'
import { IMAGE_SIZES } from '../lib/image-srcset'
import { LoadError } from '../components/load-error'
import { blogFacets, listBlogs } from '../api/blogs.server'
import { settle } from '../api/client.server'
import {
  byline,
  excerpt,
  parseBlogFilters,
  serializeBlogFilters,
  showingLabel,
  type BlogFilters,
} from '../lib/blog'
import { pageMeta } from '../lib/meta'
import { FilterActions, NoMatches } from '../components/filter-actions'
import { GeneralErrorBoundary } from '../components/status-page'
import { formParams } from '../lib/use-debounced-submit'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = parseBlogFilters(new URL(request.url).searchParams)
  // The API filters; the options come from every blog of the status, not just these.
  const [blogs, options] = await Promise.all([
    settle(listBlogs(context, filters)),
    settle(blogFacets(context, filters.status)),
  ])
  const query = serializeBlogFilters(filters)
  if (!blogs.ok || !options.ok) return { filters, query, result: null }
  return { filters, query, result: { options: options.data, blogs: blogs.data } }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, {
    title: 'Our Blog',
    description:
      'News, buying guides and stories about luxury cars in Kenya from our Nairobi showroom.',
    path: data?.query ? `/blogs?${data.query}` : '/blogs',
  })

function BlogCard({ blog, eager }: { blog: Blog; eager: boolean }) {
  return (
    <article className="card blog-card">
      <Img
        src={blog.mainImage}
        alt=""
        width={640}
        height={400}
        sizes={IMAGE_SIZES.filteredCard}
        eager={eager}
      />
      <div className="card-body">
        <h2 className="card-title">
          <Link to={`/blogs/${blog.id}`}>{blog.title}</Link>
        </h2>
        <p>{excerpt(blog.content)}</p>
        <p className="byline">{byline(blog)}</p>
      </div>
    </article>
  )
}

function Skeletons() {
  return (
    <ul className="grid" aria-hidden="true">
      {Array.from({ length: BLOG_SKELETON_COUNT }, (_, i) => (
        <li key={i} className="card skeleton-card">
          <div className="skeleton skeleton-img" />
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line" />
        </li>
      ))}
    </ul>
  )
}

type Options = { authors: string[]; years: number[] }

type FormProps = {
  filters: BlogFilters
  options: Options
  hydrated: boolean
  open: boolean
  onToggle: () => void
}

function BlogFiltersForm({ filters, options, hydrated, open, onToggle }: FormProps) {
  const navigate = useNavigate()

  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const q = serializeBlogFilters(parseBlogFilters(formParams(e.currentTarget)))
    navigate(q ? `/blogs?${q}` : '/blogs', { preventScrollReset: true })
  }

  return (
    <div>
      {/* The slot keeps its height without JavaScript too, so the button appearing after
          hydration shifts nothing. */}
      <div className="filter-toggle-slot">
        {hydrated ? (
          <button
            type="button"
            className="btn btn-outline filter-toggle"
            aria-expanded={open}
            aria-controls="blog-filters"
            onClick={onToggle}
          >
            {open ? 'Hide Filters' : 'Show Filters'}
          </button>
        ) : null}
      </div>
      <Form
        method="get"
        action="/blogs"
        id="blog-filters"
        className={hydrated && !open ? 'filters collapsed' : 'filters'}
        aria-label="Blog filters"
        onChange={onChange}
      >
        <div className="field">
          <label htmlFor="blog-author">Author</label>
          <select id="blog-author" name="author" defaultValue={filters.author ?? 'all'}>
            <option value="all">All Authors</option>
            {options.authors.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="blog-status">Status</label>
          <select id="blog-status" name="status" defaultValue={filters.status}>
            <option value="published">Published</option>
            <option value="all">All Blogs</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="blog-year">Year</label>
          <select
            id="blog-year"
            name="year"
            defaultValue={filters.year === null ? 'all' : String(filters.year)}
          >
            <option value="all">All Years</option>
            {options.years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <FilterActions resetTo="/blogs" />
      </Form>
    </div>
  )
}

export default function Blogs() {
  const { filters, result } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const location = useLocation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/blogs'
  // The Show/Hide Filters toggle only matters on small screens and only exists with
  // JavaScript; without it the filters are always shown. It starts open so hydration
  // moves nothing, and lives here so it survives the form being re-created for a new URL.
  const [hydrated, setHydrated] = useState(false)
  const [open, setOpen] = useState(true)
  // As a transition: the page re-renders in slices a phone can answer a tap between, not
  // in one long task right after hydration.
  useEffect(() => startTransition(() => setHydrated(true)), [])
  return (
    <>
      <section className="hero">
        <h1>Our Blog</h1>
        <p>News, buying guides and stories from the world of luxury cars.</p>
      </section>
      <div className="page">
        {!result ? (
          <LoadError message="Unable to load blogs. Please try again later." />
        ) : (
          <div className="layout-with-filters">
            <BlogFiltersForm
              key={location.search}
              filters={filters}
              options={result.options}
              hydrated={hydrated}
              open={open}
              onToggle={() => setOpen((o) => !o)}
            />
            <section aria-label="Blog posts" aria-busy={loading}>
              <p className="result-count" role="status">
                {showingLabel(result.blogs.length)}
              </p>
              {loading ? (
                <Skeletons />
              ) : result.blogs.length === 0 ? (
                <NoMatches message="No blogs match your current filters." resetTo="/blogs" />
              ) : (
                <ul className="grid">
                  {result.blogs.map((b, i) => (
                    <li key={b.id}>
                      <BlogCard blog={b} eager={i < 3} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </div>
    </>
  )
}

// A failure of this page's loader or action, shown inside the layout.
export const ErrorBoundary = GeneralErrorBoundary
