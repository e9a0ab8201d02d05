// The text of the site's editable pages (terms, privacy, about, ...): a small, safe part
// of Markdown read into blocks that the site renders as elements, so whatever an admin
// types (a <script> included) is shown as text and never reaches the page as HTML.
//   ## Heading, ### Smaller heading     one line each
//   - item (or * item), 1. item        a bulleted or a numbered list
//   **bold**, [words](https://...)     inside a paragraph, a heading or an item
//   {{email}}                          a detail the page fills from the settings
// A blank line ends a paragraph or a list. Links go to https://, mailto:, tel: or a page
// of the site (/privacy). No imports: the console's preview and the API's check use it.

/** What a page may name in {{...}}: filled from the dealer details and reservation settings. */
export const PAGE_FIELDS = {
  name: "The dealer's name",
  address: "The showroom's address, on one line",
  telephone: 'The telephone number, as a link that calls it',
  whatsapp: 'The WhatsApp number',
  email: 'The email address, as a link that writes to it',
  deposit: "The deposit a reservation asks (for example: 2% of the car's price, ...)",
  holdDays: 'How long a paid deposit holds the car (for example: 7 days)',
  refundTerms: 'The refund terms of the reservation settings, word for word',
} as const
export type PageField = keyof typeof PAGE_FIELDS

export type PageInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'field'; name: PageField }

export type PageBlock =
  | { kind: 'heading'; level: 2 | 3; content: PageInline[] }
  | { kind: 'paragraph'; content: PageInline[] }
  | { kind: 'list'; ordered: boolean; items: PageInline[][] }

/** A mistake in a page's text, by its line (from 1). */
export type PageTextProblem = { line: number; message: string }

const isField = (name: string): name is PageField => Object.hasOwn(PAGE_FIELDS, name)

/** Where a link may go: the web over https, an email, a phone, or a page of the site. */
export function isSafeHref(href: string): boolean {
  return (
    /^https:\/\/[^\s"'<>]+$/i.test(href) ||
    /^mailto:[^\s"'<>]+@[^\s"'<>]+$/i.test(href) ||
    /^tel:\+?[\d\s-]{3,20}$/i.test(href) ||
    /^\/(?![/\\])[^\s"'<>]*$/.test(href)
  )
}

const INLINE = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^)\s]*)\)|\{\{\s*([^{}]*?)\s*\}\}/g

/** One line's (or joined lines') inline parts; mistakes are added to `problems`. */
function inline(text: string, line: number, problems: PageTextProblem[]): PageInline[] {
  const parts: PageInline[] = []
  const push = (part: PageInline) => {
    const last = parts.at(-1)
    if (part.kind === 'text' && last?.kind === 'text') last.text += part.text
    else if (part.kind !== 'text' || part.text) parts.push(part)
  }
  let at = 0
  for (const m of text.matchAll(INLINE)) {
    push({ kind: 'text', text: text.slice(at, m.index) })
    at = m.index + m[0].length
    const [, strong, linkText, href, field] = m
    if (strong !== undefined) push({ kind: 'strong', text: strong })
    else if (linkText !== undefined && href !== undefined) {
      if (isSafeHref(href)) push({ kind: 'link', text: linkText, href })
      else {
        problems.push({
          line,
          message: `The link "${linkText}" must go to https://, mailto:, tel: or a page of the site (/...)`,
        })
        push({ kind: 'text', text: linkText })
      }
    } else if (field !== undefined) {
      if (isField(field)) push({ kind: 'field', name: field })
      else {
        problems.push({
          line,
          message: `{{${field}}} is not a detail the page can fill: use one of ${Object.keys(
            PAGE_FIELDS,
          )
            .map((f) => `{{${f}}}`)
            .join(', ')}`,
        })
        push({ kind: 'text', text: m[0] })
      }
    }
  }
  push({ kind: 'text', text: text.slice(at) })
  return parts
}

const HEADING = /^(#{1,6})\s+(.*)$/
const BULLET = /^[-*]\s+(.*)$/
const NUMBERED = /^\d{1,3}[.)]\s+(.*)$/

/** The page's blocks, and what is wrong with its text (nothing when it reads). */
export function parsePageText(text: string): { blocks: PageBlock[]; problems: PageTextProblem[] } {
  const blocks: PageBlock[] = []
  const problems: PageTextProblem[] = []
  // The paragraph or list being read: its lines' text and where it began.
  let paragraph: { lines: string[]; line: number } | null = null
  let list: { ordered: boolean; items: { text: string; line: number }[] } | null = null

  const endParagraph = () => {
    if (paragraph) {
      blocks.push({
        kind: 'paragraph',
        content: inline(paragraph.lines.join(' '), paragraph.line, problems),
      })
    }
    paragraph = null
  }
  const endList = () => {
    if (list) {
      blocks.push({
        kind: 'list',
        ordered: list.ordered,
        items: list.items.map((item) => inline(item.text, item.line, problems)),
      })
    }
    list = null
  }

  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((raw, i) => {
      const line = i + 1
      const trimmed = raw.trim()
      if (!trimmed) {
        endParagraph()
        endList()
        return
      }
      const heading = HEADING.exec(trimmed)
      if (heading) {
        endParagraph()
        endList()
        const level = heading[1]!.length
        if (level === 1) {
          problems.push({
            line,
            message: 'Start a heading with ## or ###: the page title is its only # heading',
          })
        } else if (level > 3) {
          problems.push({ line, message: 'Headings are ## or ### (three # at most)' })
        }
        blocks.push({
          kind: 'heading',
          level: level >= 3 ? 3 : 2,
          content: inline(heading[2]!, line, problems),
        })
        return
      }
      const bullet = BULLET.exec(trimmed)
      const numbered = bullet ? null : NUMBERED.exec(trimmed)
      const item = bullet ?? numbered
      if (item) {
        endParagraph()
        const ordered = numbered !== null
        if (list && list.ordered !== ordered) endList()
        list ??= { ordered, items: [] }
        list.items.push({ text: item[1]!, line })
        return
      }
      // An indented line goes on with the list item above it; any other joins the paragraph.
      const lastItem = list?.items.at(-1)
      if (lastItem && /^\s/.test(raw)) {
        lastItem.text += ` ${trimmed}`
        return
      }
      endList()
      paragraph ??= { lines: [], line }
      paragraph.lines.push(trimmed)
    })
  endParagraph()
  endList()
  return { blocks, problems }
}

/** The page's text mistakes in one message each: "Line 3: ...". */
export function pageTextMessages(text: string): string[] {
  return parsePageText(text).problems.map((p) => `Line ${p.line}: ${p.message}`)
}

/** How a renderer shows each kind of inline part (the site's page, the console's preview). */
export type InlineRenderer<T> = {
  text: (text: string) => T
  strong: (text: string, key: number) => T
  link: (text: string, href: string, key: number) => T
  field: (name: PageField, key: number) => T
}

/** The parts, each shown by the renderer's function for its kind. */
export function mapInline<T>(parts: PageInline[], to: InlineRenderer<T>): T[] {
  return parts.map((part, i) => {
    switch (part.kind) {
      case 'text':
        return to.text(part.text)
      case 'strong':
        return to.strong(part.text, i)
      case 'link':
        return to.link(part.text, part.href, i)
      case 'field':
        return to.field(part.name, i)
    }
  })
}

/** The words of inline parts, for a heading's id or a search snippet (fields by their names). */
export function plainText(content: PageInline[], fields: Partial<Record<PageField, string>> = {}) {
  return content
    .map((part) => (part.kind === 'field' ? (fields[part.name] ?? '') : part.text))
    .join('')
}
