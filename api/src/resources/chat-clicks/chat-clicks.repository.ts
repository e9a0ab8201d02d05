// A chat click counted against its car.
import { chatClicks } from './chat-clicks.table'
import { rowsById } from '../rows'

export const insertChatClick = rowsById(chatClicks, chatClicks.id).insert
