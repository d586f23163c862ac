// Half of an import cycle, which the layering test expects ESLint to report.
import { b } from "./cycle-b";

export const a = () => b;
