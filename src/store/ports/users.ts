// Users: people who sign in to the portal or create keys. Email is unique (case-folded by the caller).
export interface User {
  id: string
  email: string
  name: string | null
  createdAt: Date
}

export interface UserStore {
  /** Throws DuplicateError when the email is taken. */
  insert(user: User): Promise<void>
  get(id: string): Promise<User | null>
  getByEmail(email: string): Promise<User | null>
}
