// A page admins write in the console (the terms, the privacy notice, about us, the true
// brand, careers): its title, summary and "Last updated" date, a list of its sections
// when it has many, and its blocks as elements. Every word is React text, so markup an
// admin typed shows as the characters it is; links are only those the API let through.
import { mapInline, type PageBlock, type PageInline } from '@dealership/api/contract/page-text'
import { formatNairobiDate } from '@dealership/api/contract/nairobi'
import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { pageMeta } from '../lib/meta'
import { InfoPage } from './info-page'
import type { PageFields, SitePageData } from '../lib/site-page-view.server'

/** The page's <head>: its title and summary as the admin wrote them. */
export const sitePageMeta =
  (path: string): MetaFunction<() => Promise<SitePageData>> =>
  ({ matches, data }) =>
    pageMeta(matches, {
      title: data?.page.title ?? 'Error',
      description: data?.page.summary ?? '',
      path,
    })

/** A page with this many sections or more lists them at its top. */
const CONTENTS_FROM = 5

function Inline({ parts, fields }: { parts: PageInline[]; fields: PageFields }) {
  return mapInline<ReactNode>(parts, {
    text: (text) => text,
    strong: (text, key) => <strong key={key}>{text}</strong>,
    link: (text, href, key) =>
      href.startsWith('/') ? (
        <Link key={key} to={href}>
          {text}
        </Link>
      ) : (
        <a key={key} href={href}>
          {text}
        </a>
      ),
    field: (name, key) => {
      const { text, href } = fields[name]
      return href ? (
        <a key={key} href={href}>
          {text}
        </a>
      ) : (
        text
      )
    },
  })
}

const words = (parts: PageInline[], fields: PageFields) =>
  parts.map((p) => (p.kind === 'field' ? fields[p.name].text : p.text)).join('')

/** Each heading's id, for the contents' links: its words, unique on the page. */
function headingIds(blocks: PageBlock[], fields: PageFields): (string | null)[] {
  const seen = new Map<string, number>()
  return blocks.map((block) => {
    if (block.kind !== 'heading') return null
    const base =
      words(block.content, fields)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'section'
    const n = (seen.get(base) ?? 0) + 1
    seen.set(base, n)
    return n === 1 ? base : `${base}-${n}`
  })
}

function Block({ block, id, fields }: { block: PageBlock; id: string | null; fields: PageFields }) {
  switch (block.kind) {
    case 'heading': {
      const Heading = block.level === 2 ? 'h2' : 'h3'
      return (
        <Heading id={id ?? undefined}>
          <Inline parts={block.content} fields={fields} />
        </Heading>
      )
    }
    case 'paragraph':
      return (
        <p>
          <Inline parts={block.content} fields={fields} />
        </p>
      )
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List>
          {block.items.map((item, i) => (
            <li key={i}>
              <Inline parts={item} fields={fields} />
            </li>
          ))}
        </List>
      )
    }
  }
}

export function SitePage({
  data,
  children,
}: {
  data: SitePageData
  /** What the page offers at its end, before Contact Us (the careers page's "Email your CV"). */
  children?: ReactNode
}) {
  const { page, blocks, fields } = data
  const ids = headingIds(blocks, fields)
  const sections = blocks.flatMap((b, i) =>
    b.kind === 'heading' && b.level === 2 ? [{ id: ids[i]!, block: b }] : [],
  )
  return (
    <InfoPage title={page.title} lead={page.summary} className="site-page" actions={children}>
      <p className="muted site-page-updated">
        Last updated <time dateTime={page.updatedAt}>{formatNairobiDate(page.updatedAt)}</time>
      </p>
      {sections.length >= CONTENTS_FROM ? (
        <nav className="site-page-contents" aria-labelledby="contents-title">
          <h2 id="contents-title">Contents</h2>
          <ol>
            {sections.map(({ id, block }) => (
              <li key={id}>
                <a href={`#${id}`}>{words(block.content, fields)}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {blocks.map((block, i) => (
        <Block key={i} block={block} id={ids[i] ?? null} fields={fields} />
      ))}
    </InfoPage>
  )
}
