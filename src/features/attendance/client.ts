export {
  countersignAction,
  markAllPresentAction,
  markAttendanceAction,
  createTrainerLinkAction,
  sendTrainerLinkAction,
  settleUncertifiedAction,
  recordResultsAction,
} from "./actions";
export {
  allPresentSchema,
  attendanceMarkSchema,
  type AllPresentInput,
  type AttendanceMarkInput,
} from "./schema";
export { slotText } from "./text";
export { SignaturePad } from "./components/public/signature-pad";
export type { AttendanceStatus } from "./attended-minutes";
export { MAX_SCAN_MEGABYTES } from "./constants";
export { RoomQrCode } from "./components/public/room-qr-code";
