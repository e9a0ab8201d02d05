// One page the site shows (terms, privacy, about, true brand, careers): its title, the
// summary under it (also the search engines' description) and its text, with the text's
// few rules and the fields the site fills beside the input, and a preview as it is typed.
// Saved through PUT /api/site-pages/{key}; the site shows the change on the next request.
import {
  PAGE_FIELDS,
  SITE_PAGE_PATHS,
  sitePageInput,
  type SitePage,
} from '@dealership/api/contract'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import { Box, Typography } from '@mui/material'
import { Button, SimpleForm, TextInput, useRecordContext, type RaRecord } from 'react-admin'
import { FormToolbar } from '../layout/FormToolbar'
import { ResourceEdit } from '../layout/ResourcePages'
import { contractResolver } from '../lib/contract-resolver'
import { PagePreview } from './PagePreview'
import { ParagraphInput } from '../layout/ParagraphInput'

const transform = (data: RaRecord) => ({
  title: data.title,
  summary: data.summary,
  body: data.body,
})
const resolver = contractResolver(sitePageInput, transform)

export const pageSavedNotice = (page: SitePage) => `Saved: ${page.title}`

function ViewOnSite() {
  const page = useRecordContext<SitePage>()
  if (!page) return null
  return (
    <Button
      component="a"
      href={SITE_PAGE_PATHS[page.id]}
      target="_blank"
      rel="noreferrer"
      label="View on the site"
    >
      <OpenInNewIcon />
    </Button>
  )
}

const RULES = [
  ['## Heading', 'a section heading (### for a smaller one)'],
  ['- item', 'a bulleted list (1. item for a numbered one)'],
  ['**words**', 'bold words'],
  [
    '[words](https://...)',
    'a link: https://, mailto:, tel: or a page of the site such as /privacy',
  ],
  ['a blank line', 'starts a new paragraph'],
] as const

function TextHelp() {
  return (
    <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
      <Typography variant="subtitle2" component="h2" color="text.primary">
        Writing the text
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 1 }}>
        {RULES.map(([code, meaning]) => (
          <li key={code}>
            <code>{code}</code>: {meaning}
          </li>
        ))}
      </Box>
      <Typography variant="subtitle2" component="h2" color="text.primary">
        Filled in by the site
      </Typography>
      <Box component="ul" sx={{ pl: 3, my: 1 }}>
        {Object.entries(PAGE_FIELDS).map(([name, meaning]) => (
          <li key={name}>
            <code>{`{{${name}}}`}</code>: {meaning}
          </li>
        ))}
      </Box>
      <Typography variant="body2">
        The name comes from the site&apos;s settings, the address, numbers and email from Dealer
        details, the deposit, days held and refund terms from Reservation settings. Anything else,
        HTML included, shows as the words typed.
      </Typography>
    </Box>
  )
}

export function PageEdit() {
  return (
    <ResourceEdit<SitePage>
      title="Edit page"
      transform={transform}
      savedMessage={pageSavedNotice}
      actions={<ViewOnSite />}
    >
      <SimpleForm resolver={resolver} toolbar={<FormToolbar />}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            width: '100%',
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <TextInput source="title" label="Title" isRequired fullWidth />
            <ParagraphInput
              source="summary"
              label="Summary"
              helperText="Under the title, and what search engines show (300 characters at most)"
            />
            <ParagraphInput source="body" label="Body" minRows={16} maxRows={40} />
            <TextHelp />
          </Box>
          <PagePreview />
        </Box>
      </SimpleForm>
    </ResourceEdit>
  )
}
