// What the certificates and the screens use of the attendance (the proof, the grid, the
// effects a change of proof sets off): the only file of this folder they import.
export { certificateReady, certifiedMinutes } from "./proof";
export {
  readAttendance,
  readAttendances,
  readAttendanceSession,
  scheduleChangeRefusal,
  type AttendanceSession,
} from "./marks";
export { type Attendance, type AttendanceLine } from "./attendance-record";
export { freezeAttendance } from "./versions";
export type { SessionOfDay } from "./sessions-of-day";
export { revokeTrainerLinks } from "./trainer-link";

export { readAttendancePanel } from "./admin-queries";
export { countersignRefusal, isSessionTrainer } from "./marks";
export type { ScanInfo } from "./scan";
export { fileSizeText } from "./text";
export type { AttendanceVersion } from "./versions";
export { missingProofs, proofLackWords } from "./proof";
export { markText, slotText } from "./text";
export { attendanceMailSamples } from "./mail-samples";
