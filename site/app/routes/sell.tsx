import {
  SELL_CONDITIONS,
  SELL_MAX_IMAGES,
  UPLOAD_MAX_BYTES,
} from '@dealership/api/contract/options'
import {
  HELD_PHOTOS_GONE_MESSAGE,
  sellRequestInput,
  type HeldPhotos,
} from '@dealership/api/contract'
import {
  data,
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type UploadHandler,
} from '@remix-run/node'
import { Form } from '@remix-run/react'
import {
  AdditionalInfoField,
  CarAskedFields,
  FormAlerts,
  Honeypot,
  SelectField,
  SubmitButton,
  TextField,
  VisitorFields,
} from '../components/form-fields'
import { PrivacyNote } from '../components/privacy-note'
import { HeldPhotoList } from '../components/held-photos'
import { PhotoPicker } from '../components/photo-picker'
import { confirmationText } from '../lib/confirmation'
import { isPhotoType, photoProblem } from '../lib/photo-rules'
import { heldPhotoChoice, PHOTO_FIELDS } from '../lib/held-photo-fields.server'
import { holdPhotos, releasePhotos } from '../api/held-photos.server'
import {
  confirmationHeaders,
  confirmationLoader,
  isSpam,
  sentRedirect,
  submitForRecord,
  textValues,
  toPayload,
  type FormFailure,
} from '../lib/forms.server'
import { withBuyerSession } from '../lib/buyer-cookies.server'
import { staticPageMeta } from '../lib/meta'
import { useFormPage } from '../lib/use-form-page'
import { GeneralErrorBoundary } from '../components/status-page'

const FIELDS = [
  'name',
  'email',
  'phone',
  'carMake',
  'carModel',
  'carYear',
  'mileage',
  'condition',
  'additionalInfo',
] as const
const CONDITION_LABELS: Record<string, string> = { VeryGood: 'Very Good' }
const THANKS = 'Thank you! We have received your car details.'
const NEXT = 'Our team will contact you with an initial valuation within 24 hours.'

export const loader = ({ request }: LoaderFunctionArgs) => confirmationLoader(request, null)

export async function action({ request, context }: ActionFunctionArgs) {
  let read: Awaited<ReturnType<typeof readForm>>
  try {
    read = await readForm(request)
  } catch {
    // A body that is not the form it says it is (a scanner's junk, a broken upload): the
    // sender's mistake, answered 400 like any unreadable form, not an error of ours.
    const failure: FormFailure = {
      formError: 'We could not read this form. Please reload the page and send it again.',
      fieldErrors: {},
      values: {},
    }
    return data(failure, 400)
  }
  const { form, oversize } = read
  if (isSpam(form)) return sentRedirect('/sell')
  const values = textValues(form, FIELDS)
  const files = form.getAll('images').filter((f): f is File => f instanceof Blob && f.size > 0)
  const choice = heldPhotoChoice(form)
  await releasePhotos(context, choice.token, choice.remove)
  // A photo dropped for its size still counts, and is named as too large.
  const tooLarge = oversize.map(() => ({ type: '', size: UPLOAD_MAX_BYTES + 1 }))
  const problem = photoProblem([...files, ...tooLarge], choice.kept.length)

  const check = toPayload(values, ['carYear', 'mileage'])
  const body = new FormData()
  for (const [k, v] of Object.entries(values)) if (v !== '') body.append(k, v)
  for (const f of files) body.append('images', f, f.name)
  if (choice.token) body.append(PHOTO_FIELDS.token, choice.token)
  for (const id of choice.kept) body.append(PHOTO_FIELDS.kept, id)
  const messages = {
    failed: 'Failed to submit your car details',
    unexpected: 'An error occurred while submitting your car details.',
  }
  const result = await submitForRecord(withBuyerSession(context, request), {
    path: '/api/sell-requests',
    schema: sellRequestInput,
    values,
    payload: body,
    check,
    messages,
    found: problem ? { images: problem } : {},
  })
  if (!('failure' in result)) return sentRedirect('/sell', result.record)
  const failure: SellFailure = result.failure
  // The photos chosen this time are kept for the next post (those of a type we take, as
  // many as there is room for), so the visitor never attaches them twice.
  const room = Math.max(0, SELL_MAX_IMAGES - choice.kept.length)
  const { held, refused } = await holdPhotos(
    context,
    choice.token,
    files.filter((f) => isPhotoType(f.type)).slice(0, room),
  )
  failure.held = held
  const images = refused ?? problem ?? failure.fieldErrors.images
  // The fields passed the same checks here, so an answer without field errors is about
  // the photos (their bytes are checked by the API): show it beside them too.
  const aboutPhotos =
    files.length > 0 &&
    Object.keys(failure.fieldErrors).length === 0 &&
    failure.formError !== messages.unexpected
  if (images) failure.fieldErrors.images = images
  else if (aboutPhotos) failure.fieldErrors.images = failure.formError
  // Photos the visitor kept that are no longer held (their time ran out): said plainly.
  const stillHeld = new Set(held.photos.map((p) => p.id))
  if (!failure.fieldErrors.images && choice.kept.some((id) => !stillHeld.has(id))) {
    failure.fieldErrors.images = HELD_PHOTOS_GONE_MESSAGE
  }
  return data(failure, 400)
}

export const headers = confirmationHeaders

export const meta = staticPageMeta({
  title: 'Sell Your Car',
  description:
    'Sell your luxury car in Nairobi. Send us the details and photos and get an initial valuation within 24 hours.',
  path: '/sell',
})

/** A plain form post (text only) is read as it is; the page's own post is multipart. */
async function readForm(request: Request) {
  // Photos over the size limit are noted and dropped, not thrown: the rest of the form is
  // still read, so its other mistakes are named in the same answer.
  const oversize: string[] = []
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.startsWith('multipart/form-data')) return { form: await request.formData(), oversize }
  const photos: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (!filename) return undefined
    const chunks: Uint8Array<ArrayBuffer>[] = []
    let size = 0
    for await (const chunk of data) {
      size += chunk.byteLength
      if (size <= UPLOAD_MAX_BYTES) chunks.push(chunk.slice())
    }
    // Files only from the photo field.
    if (name !== 'images') return null
    if (size > UPLOAD_MAX_BYTES) {
      oversize.push(filename)
      return null
    }
    return new File(chunks, filename, { type: contentType })
  }
  const form = await parseMultipartFormData(
    request,
    composeUploadHandlers(photos, createMemoryUploadHandler({ maxPartSize: UPLOAD_MAX_BYTES })),
  )
  return { form, oversize }
}

/** The form sent back: its mistakes, and the photos now held for it. */
type SellFailure = FormFailure & { held?: HeldPhotos }

export default function Sell() {
  const { sent, reference, failure, busy, formKey } = useFormPage<SellFailure>()
  const imagesError = failure?.fieldErrors.images
  return (
    <div className="page narrow">
      <h1>Sell Your Car</h1>
      <p>
        Tell us about your car and add a few photos. We will contact you with an initial valuation
        within 24 hours.
      </p>
      <FormAlerts
        error={failure?.formError}
        success={sent ? confirmationText(THANKS, reference, NEXT) : null}
      />
      <Form
        method="post"
        encType="multipart/form-data"
        key={formKey}
        aria-label="Sell your car"
        noValidate
      >
        <Honeypot />
        <div className="form-grid">
          <VisitorFields state={failure} phoneRequired />
          <CarAskedFields state={failure} yearRequired />
          <TextField
            name="mileage"
            label="Mileage (km)"
            type="number"
            required
            min={0}
            inputMode="numeric"
            state={failure}
          />
          <SelectField
            name="condition"
            label="Condition"
            required
            placeholder="Select a condition"
            options={SELL_CONDITIONS.map((c): [string, string] => [c, CONDITION_LABELS[c] ?? c])}
            state={failure}
          />
          <div className="field full">
            <label htmlFor="images">
              Photos <span className="hint">(optional, up to {SELL_MAX_IMAGES} images)</span>
            </label>
            <HeldPhotoList held={failure?.held} />
            <PhotoPicker
              id="images"
              name="images"
              kept={failure?.held?.photos.length ?? 0}
              error={imagesError}
            />
          </div>
          <AdditionalInfoField state={failure} />
        </div>
        <PrivacyNote />
        <SubmitButton busy={busy} label="Submit for Valuation" busyLabel="Submitting..." />
      </Form>
    </div>
  )
}

// A failure of this page's loader or action, shown inside the layout.
export const ErrorBoundary = GeneralErrorBoundary
