import ContactMailIcon from '@mui/icons-material/ContactMail'
import ImportExportIcon from '@mui/icons-material/ImportExport'
import SellIcon from '@mui/icons-material/Sell'
import type { ContactMessage, ImportRequest, SellRequest } from '@dealership/api/contract'
import { orDefault } from '../lib/lists'
import { LeadList } from './LeadList'

const mail = (email: string) => <a href={`mailto:${email}`}>{email}</a>

export function ContactMessageList() {
  return (
    <LeadList<ContactMessage>
      emptyText="No contact messages found."
      title={(m) => m.subject}
      fields={[
        { label: 'Name', value: (m) => m.name },
        { label: 'Email', value: (m) => mail(m.email) },
        { label: 'Phone', value: (m) => orDefault(m.phone, 'N/A') },
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
        { label: 'Name', value: (r) => r.name },
        { label: 'Email', value: (r) => mail(r.email) },
        { label: 'Phone', value: (r) => orDefault(r.phone, 'N/A') },
        { label: 'Car make', value: (r) => r.carMake },
        { label: 'Car model', value: (r) => r.carModel },
        { label: 'Car year', value: (r) => orDefault(r.carYear, 'N/A') },
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
        { label: 'Name', value: (r) => r.name },
        { label: 'Email', value: (r) => mail(r.email) },
        { label: 'Phone', value: (r) => orDefault(r.phone, 'N/A') },
        { label: 'Car make', value: (r) => r.carMake },
        { label: 'Car model', value: (r) => r.carModel },
        { label: 'Car year', value: (r) => orDefault(r.carYear, 'N/A') },
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
