// A chat click counted against its car.
import { chatClicks } from '../../db/schema'
import { rowsById } from '../rows'

export const insertChatClick = rowsById(chatClicks, chatClicks.id).insert
