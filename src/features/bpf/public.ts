// What other domains may use of the BPF: the only file of this folder they import.
export { dueBpf } from "./reminder";
