// The other half of the cycle of cycle-a.ts.
import { a } from "./cycle-a";

export const b = () => a;
