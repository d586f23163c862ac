/** A session a complaint may name, as the public form lists it. */
export interface SessionChoice {
  id: number;
  label: string;
}
