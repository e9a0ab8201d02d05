import { onAuthStateChanged, type User } from 'firebase/auth'
import { useEffect, useState } from 'react'
import { firebaseAuth } from './firebase'

/** undefined while Firebase has not said yet; null when signed out. Live. */
export function useAuthUser(): User | null | undefined {
  const [user, setUser] = useState<User | null | undefined>(() => {
    const auth = firebaseAuth()
    // currentUser is null until the persisted session is restored: treat as unknown.
    return auth.currentUser ?? undefined
  })
  useEffect(() => onAuthStateChanged(firebaseAuth(), setUser), [])
  return user
}
