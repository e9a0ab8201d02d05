import type { Blog } from '@dealership/api/contract'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useSearchParams } from '@remix-run/react'
import { Gallery, galleryImages } from '../components/gallery'
import { Banner } from '../components/banner'
import { Breadcrumbs, dealerRef, JsonLd } from '../components/json-ld'
import { isNotFound, statusBoundary } from '../components/status-page'
import { getBlog } from '../api/blogs.server'
import { byline, excerpt, paragraphs } from '../lib/blog'
import { blogChatText, chatLink } from '../lib/chat'
import { formatNairobiDate } from '@dealership/api/contract/nairobi'
import { absoluteUrl, pageMeta } from '../lib/meta'
import { blogShareCard, shareImage } from '@dealership/api/contract/share-card'
import { useSiteConfig } from '../lib/use-brand-names'

export async function loader({ params, context }: LoaderFunctionArgs) {
  const blog = await getBlog(context, params.id ?? '')
  if (!blog) throw data(null, { status: 404 })
  // A draft (staff's preview) has no card of its own: the API draws published posts only.
  const card = blog.isPublished ? shareImage(blogShareCard(blog, context.config.siteName)) : null
  return { blog, card }
}

const NOT_FOUND_TEXT = "The blog post you're looking for doesn't exist or is no longer available."

export const meta: MetaFunction<typeof loader> = ({ matches, data, params, error }) => {
  const blog = data?.blog
  if (!blog) {
    return pageMeta(matches, {
      title: isNotFound(error) ? 'Blog Not Found' : 'Error',
      description: NOT_FOUND_TEXT,
      path: `/blogs/${params.id ?? ''}`,
      noindex: true,
    })
  }
  return pageMeta(matches, {
    title: blog.title,
    description: excerpt(blog.content.replace(/\s+/g, ' '), 150),
    path: `/blogs/${blog.id}`,
    card: data.card,
    type: 'article',
    noindex: !blog.isPublished,
  })
}

function BlogArticle({ blog }: { blog: Blog }) {
  const { dealerWhatsapp, siteName, origin } = useSiteConfig()
  const [params] = useSearchParams()
  const images = galleryImages(blog.mainImage, blog.images)
  const imageParam = Number(params.get('image') ?? '1')
  const published =
    blog.isPublished && blog.publishedAt ? formatNairobiDate(blog.publishedAt) : null
  return (
    <article>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: blog.title,
          author: { '@type': 'Person', name: blog.author },
          ...(blog.publishedAt ? { datePublished: blog.publishedAt } : {}),
          dateModified: blog.updatedAt,
          image: images.map((src) => absoluteUrl(origin, src)),
          mainEntityOfPage: absoluteUrl(origin, `/blogs/${blog.id}`),
          publisher: dealerRef(origin, siteName),
        }}
      />
      <Breadcrumbs
        origin={origin}
        trail={[
          { name: 'Home', path: '/' },
          { name: 'Blog', path: '/blogs' },
          { name: blog.title, path: `/blogs/${blog.id}` },
        ]}
      />
      <Banner as="header" image={blog.mainImage}>
        <h1>{blog.title}</h1>
        <p>{byline(blog)}</p>
      </Banner>
      {/* A reading column: the text first, then its photos, then who wrote it. */}
      <div className="page reading">
        <p>
          <Link to="/blogs" className="back-link">
            ← Back to Blogs
          </Link>
        </p>
        <div className="article">
          {paragraphs(blog.content).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        {images.length > 1 ? (
          <Gallery
            images={images}
            title={blog.title}
            initial={Number.isInteger(imageParam) ? imageParam - 1 : 0}
            enlarged={false}
            enlargeable={false}
            arrows={false}
          />
        ) : null}
        <aside aria-label="About this post" className="post-about">
          <dl>
            <div>
              <dt>Author</dt>
              <dd>{blog.author}</dd>
            </div>
            <div>
              <dt>Published</dt>
              <dd>{published ?? 'Not Published'}</dd>
            </div>
          </dl>
          <a
            className="btn"
            href={chatLink(dealerWhatsapp, blogChatText(blog))}
            target="_blank"
            rel="noopener noreferrer"
          >
            Contact Us
          </a>
        </aside>
      </div>
    </article>
  )
}

export default function BlogPage() {
  const { blog } = useLoaderData<typeof loader>()
  return <BlogArticle blog={blog} />
}

export const ErrorBoundary = statusBoundary({
  back: { to: '/blogs', label: 'Back to Blogs' },
  notFound: { title: 'Blog Not Found', text: NOT_FOUND_TEXT },
  failed: { title: 'Error', body: <p role="alert">Failed to fetch blog details</p> },
})
