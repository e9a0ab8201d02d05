// What the API answers with for a staff member.
import { createSelectSchema } from 'drizzle-zod'
import { z } from 'zod'
import { STAFF_ROLES } from '../../contract/options'
import { recordIds } from '../../contract/records'
import { staff } from './staff.table'

export const staffRecord = createSelectSchema(staff, { role: z.enum(STAFF_ROLES) }).extend(
  recordIds,
)
