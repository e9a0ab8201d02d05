import ContactMailIcon from '@mui/icons-material/ContactMail'
import ImportExportIcon from '@mui/icons-material/ImportExport'
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar'
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer'
import InboxIcon from '@mui/icons-material/Inbox'
import SellIcon from '@mui/icons-material/Sell'
import type {
  CarEnquiry,
  ContactMessage,
  ImportRequest,
  SellRequest,
  TestDrive,
} from '@dealership/api/contract'
import { formatKenyanDate, type ResourceName } from '@dealership/api/contract'
import type { ComponentType } from 'react'
import { Link, useCreatePath } from 'react-admin'
import type { ConsoleResource } from '../lib/console-resources'
import { orDefault, personName } from '../lib/lists'
import { LeadEdit } from './LeadEdit'
import { LeadInboxList } from './inbox'
import { LeadList, type LeadField } from './LeadList'

const mail = (email: string) => <a href={`mailto:${email}`}>{email}</a>

type Person = { name: string; email: string | null; phone: string | null }
type CarAsked = { carMake: string; carModel: string; carYear: number | null }

/** Who sent a lead: the first fields of every card. */
function personFields<T extends Person>(): LeadField<T>[] {
  return [
    { label: 'Name', value: (r) => personName(r.name) },
    { label: 'Email', value: (r) => (r.email ? mail(r.email) : 'N/A') },
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

/** The car a car-page lead is about: a link to it, or a note that it is gone. */
function CarLink({ carId }: { carId: string | null }) {
  const createPath = useCreatePath()
  if (!carId) return <>No longer listed</>
  return <Link to={createPath({ resource: 'cars', id: carId, type: 'edit' })}>Open the car</Link>
}

export function EnquiryList() {
  return (
    <LeadList<CarEnquiry>
      emptyText="No enquiries found."
      title={(r) => `Enquiry ${r.reference}`}
      fields={[
        ...personFields<CarEnquiry>(),
        { label: 'Car', value: (r) => <CarLink carId={r.carId} /> },
        { label: 'Preferred contact', value: (r) => r.preferredContact },
        { label: 'Message', value: (r) => r.message },
      ]}
    />
  )
}

export function TestDriveList() {
  return (
    <LeadList<TestDrive>
      emptyText="No test drives found."
      title={(r) => `Test drive ${r.reference}`}
      fields={[
        ...personFields<TestDrive>(),
        { label: 'Car', value: (r) => <CarLink carId={r.carId} /> },
        {
          label: 'When',
          value: (r) =>
            `${formatKenyanDate(r.preferredDate, 'N/A')}, ${r.preferredTime}` +
            (r.byAppointment ? ' (Sunday: by appointment, to confirm)' : ''),
        },
      ]}
    />
  )
}

/** A kind of lead's own list, under its icon in the menu. */
const leadList = (name: ResourceName, list: ComponentType, icon: ComponentType) =>
  ({ name, list, icon }) satisfies ConsoleResource

export const contactMessages = leadList('contact-messages', ContactMessageList, ContactMailIcon)
export const importRequests = leadList('import-requests', ImportRequestList, ImportExportIcon)
export const sellRequests = leadList('sell-requests', SellRequestList, SellIcon)
export const enquiries = leadList('enquiries', EnquiryList, QuestionAnswerIcon)
export const testDrives = leadList('test-drives', TestDriveList, DirectionsCarIcon)
export const leads = {
  name: 'leads',
  list: LeadInboxList,
  edit: LeadEdit,
  icon: InboxIcon,
} satisfies ConsoleResource

/** The inbox first, then each kind of lead. */
export const resources = [
  leads,
  contactMessages,
  importRequests,
  sellRequests,
  enquiries,
  testDrives,
]
