// What the API answers with for an entry of the audit log.
import { createSelectSchema } from 'drizzle-zod'
import { z } from 'zod'
import { AUDIT_ACTIONS, AUDIT_ACTOR_ROLES } from '../../contract/options'
import { recordIds } from '../../contract/records'
import { auditLog } from './audit-log.table'

export const auditEntryRecord = createSelectSchema(auditLog, {
  actorRole: z.enum(AUDIT_ACTOR_ROLES),
  action: z.enum(AUDIT_ACTIONS),
  changes: z.record(z.object({ before: z.unknown(), after: z.unknown() })),
}).extend(recordIds)
