import ContactMailIcon from '@mui/icons-material/ContactMail'
import ImportExportIcon from '@mui/icons-material/ImportExport'
import SellIcon from '@mui/icons-material/Sell'
import type { ContactMessage, ImportRequest, SellRequest } from '@dealership/api/contract'
import { orDefault } from '../lib/lists'
import { LeadList, type LeadField } from './LeadList'

const mail = (email: string) => <a href={`mailto:${email}`}>{email}</a>

type Person = { name: string; email: string; phone: string | null }
type CarAsked = { carMake: string; carModel: string; carYear: number | null }

/** Who sent a lead: the first fields of every card. */
function personFields<T extends Person>(): LeadField<T>[] {
  return [
    { label: 'Name', value: (r) => r.name },
    { label: 'Email', value: (r) => mail(r.email) },
    { label: 'Phone', value: (r) => orDefault(r.phone, 'N/A') },
  ]
}

/** The car an import or sell request is about. */
function carAskedFields<T extends CarAsked>(): LeadField<T>[] {
  return [
    { label: 'Car make', value: (r) => r.carMake },
    { label: 'Car model', value: (r) => r.carModel },
    { label: 'Car year', value: (r) => orDefault(r.carYear, 'N/A') },
  ]
}

export function ContactMessageList() {
  return (
    <LeadList<ContactMessage>
      emptyText="No contact messages found."
      title={(m) => m.subject}
      fields={[
        ...personFields<ContactMessage>(),
        { label: 'Subject', value: (m) => m.subject },
        { label: 'Message', value: (m) => m.message },
      ]}
    />
  )
}

export function ImportRequestList() {
  return (
    <LeadList<ImportRequest>
      emptyText="No import requests found."
      title={(r) => `${r.carMake} ${r.carModel}`}
      fields={[
        ...personFields<ImportRequest>(),
        ...carAskedFields<ImportRequest>(),
        { label: 'Budget', value: (r) => r.budget },
        { label: 'Additional info', value: (r) => orDefault(r.additionalInfo, 'None') },
      ]}
    />
  )
}

export function SellRequestList() {
  return (
    <LeadList<SellRequest>
      emptyText="No sell requests found."
      title={(r) => `${r.carMake} ${r.carModel} (${r.carYear})`}
      fields={[
        ...personFields<SellRequest>(),
        ...carAskedFields<SellRequest>(),
        { label: 'Mileage', value: (r) => `${r.mileage.toLocaleString('en-KE')} km` },
        { label: 'Condition', value: (r) => r.condition },
        {
          label: 'Photos',
          value: (r) =>
            r.images.length
              ? r.images.map((src, i) => (
                  <a
                    key={src}
                    href={src}
                    target="_blank"
                    rel="noreferrer"
                    style={{ marginRight: 8 }}
                  >
                    Photo {i + 1}
                  </a>
                ))
              : 'None',
        },
        { label: 'Additional info', value: (r) => orDefault(r.additionalInfo, 'None') },
      ]}
    />
  )
}

export const contactMessages = {
  list: ContactMessageList,
  icon: ContactMailIcon,
  options: { label: 'Contact Messages' },
}
export const importRequests = {
  list: ImportRequestList,
  icon: ImportExportIcon,
  options: { label: 'Import Requests' },
}
export const sellRequests = {
  list: SellRequestList,
  icon: SellIcon,
  options: { label: 'Sell Requests' },
}
