// The page as the site will show it, while it is typed: the same reading of the text the
// API checks and the site renders (contract/page-text.ts), its mistakes by line, and the
// {{fields}} marked where the site fills in the dealer's details.
import {
  mapInline,
  PAGE_FIELDS,
  parsePageText,
  type PageBlock,
  type PageInline,
} from '@dealership/api/contract'
import { Alert, Box, Link, Typography } from '@mui/material'
import { useMemo, type ReactNode } from 'react'
import { useWatch } from 'react-hook-form'

function Inline({ parts }: { parts: PageInline[] }) {
  return mapInline<ReactNode>(parts, {
    text: (text) => text,
    strong: (text, key) => <strong key={key}>{text}</strong>,
    link: (text, href, key) => (
      <Link key={key} href={href} target="_blank" rel="noreferrer">
        {text}
      </Link>
    ),
    field: (name, key) => (
      <Box
        key={key}
        component="span"
        title={PAGE_FIELDS[name]}
        sx={{ bgcolor: 'action.selected', borderRadius: 1, px: 0.5, fontFamily: 'monospace' }}
      >
        {`{{${name}}}`}
      </Box>
    ),
  })
}

/** One block, its headings a level below the preview's own. */
function Block({ block }: { block: PageBlock }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Typography
          component={block.level === 2 ? 'h3' : 'h4'}
          variant={block.level === 2 ? 'h6' : 'subtitle1'}
          sx={{ mt: 2, fontWeight: 600 }}
        >
          <Inline parts={block.content} />
        </Typography>
      )
    case 'paragraph':
      return (
        <Typography variant="body2" sx={{ my: 1 }}>
          <Inline parts={block.content} />
        </Typography>
      )
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <Box component={List} sx={{ pl: 3, my: 1, typography: 'body2' }}>
          {block.items.map((item, i) => (
            <li key={i}>
              <Inline parts={item} />
            </li>
          ))}
        </Box>
      )
    }
  }
}

export function PagePreview() {
  const values: unknown[] = useWatch({ name: ['title', 'summary', 'body'] })
  const [title, summary, body] = values.map((v) => (typeof v === 'string' ? v : ''))
  const { blocks, problems } = useMemo(() => parsePageText(body ?? ''), [body])
  return (
    <Box
      component="section"
      aria-labelledby="page-preview-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minWidth: 0 }}
    >
      <Typography id="page-preview-title" component="h2" variant="overline">
        Preview
      </Typography>
      {problems.length > 0 ? (
        <Alert severity="warning" sx={{ my: 1 }}>
          {problems.map((p) => (
            <div key={`${p.line}-${p.message}`}>
              Line {p.line}: {p.message}
            </div>
          ))}
        </Alert>
      ) : null}
      <Typography component="p" variant="h5">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {summary}
      </Typography>
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </Box>
  )
}
