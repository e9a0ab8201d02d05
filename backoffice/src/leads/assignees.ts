// Who a lead can be given to (active admin and sales staff), from the API's inbox: sales
// may not list staff, so the inbox names them. Loaded once per console session.
import { useQuery } from '@tanstack/react-query'
import { assigneeRecord, type Assignee } from '@dealership/api/contract'
import { authedFetchJson } from '../dataProvider'

export type { Assignee }

/** The active admin and sales staff, from the inbox's own list. */
export async function fetchAssignees(): Promise<Assignee[]> {
  return assigneeRecord.array().parse((await authedFetchJson('/api/leads/assignees')).json)
}

export function useAssignees() {
  const { data, isPending } = useQuery({
    queryKey: ['leads', 'assignees'],
    queryFn: fetchAssignees,
    staleTime: 5 * 60_000,
  })
  return { assignees: data ?? [], isPending }
}
