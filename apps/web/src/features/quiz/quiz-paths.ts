/** The assessor's pages (issue 8): the list, and one submission. The shell's account menu links the list. */
export const ASSESSOR_PATH = "/asesor/penilaian";

export function assessorSubmissionPath(attemptId: number): string {
  return `${ASSESSOR_PATH}/${attemptId}`;
}
