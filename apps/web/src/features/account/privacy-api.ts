import {
  type DeleteAccountBody,
  deleteAccountAnswer,
  type PrivacySettings,
  type PrivacySettingsBody,
  privacySettingsSchema,
  undoAccountDeletionAnswer,
} from "@app/domain/account/privacy";
import { envelope } from "@app/domain/shared/envelope";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiGet, apiSend, buildApiUrl } from "../../shared/lib/api-client";

/** /account/privacy's calls (issue 21, decisions/026; docs/api.md "Privacy, data download and account deletion"). */

export const privacyKey = ["account", "privacy"] as const;

const settingsEnvelope = envelope(privacySettingsSchema);

export function privacyQueryOptions() {
  return queryOptions({
    queryKey: privacyKey,
    queryFn: async ({ signal }) => (await apiGet("/user/privacy/", settingsEnvelope, { signal })).data,
  });
}

/** Saves the switches named; the answer (all of them) becomes the page's data, and the public views reload. */
export function useSavePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PrivacySettingsBody) => {
      const answer = await apiSend("/user/privacy/", settingsEnvelope, { body });
      return { settings: answer.data, message: answer.message };
    },
    onSuccess: ({ settings }) => {
      queryClient.setQueryData<PrivacySettings>(privacyKey, settings);
      void queryClient.invalidateQueries({ queryKey: ["portfolio"] });
    },
  });
}

/** The file name the server gave (Content-Disposition), or a plain one. */
export function fileNameOf(disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "")?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? "")?.[1] ?? "data-saya.json";
}

/**
 * GET /user/export: the caller's data as a JSON file, saved by the browser. A file, not an envelope: fetched
 * here (with the session cookie) and handed to the browser as a download; a refusal is read as the usual envelope.
 */
export async function downloadMyData(): Promise<string> {
  let response: Response;
  try {
    response = await fetch(buildApiUrl("/user/export"), {
      credentials: "same-origin",
      headers: { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" },
    });
  } catch {
    throw new ApiError(0, "Tidak dapat terhubung ke server", null, 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { status?: number; message?: string } | null;
    throw new ApiError(body?.status ?? response.status, body?.message ?? response.statusText, null, response.status);
  }
  const name = fileNameOf(response.headers.get("content-disposition"));
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file by the next task
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

const deleteEnvelope = envelope(deleteAccountAnswer);

/** POST /user/delete_account/: answers the message and until when the mailed link undoes it. */
export async function deleteAccount(body: DeleteAccountBody): Promise<{ message: string; eraseAfter: string }> {
  const answer = await apiSend("/user/delete_account/", deleteEnvelope, { body });
  return { message: answer.message, eraseAfter: answer.data.erase_after };
}

const undoEnvelope = envelope(undoAccountDeletionAnswer);

/** POST /user/undo_account_deletion/: the mailed link's token. */
export async function undoAccountDeletion(token: string): Promise<{ message: string; email: string }> {
  const answer = await apiSend("/user/undo_account_deletion/", undoEnvelope, { body: { token } });
  return { message: answer.message, email: answer.data.email };
}

/** Where the browser goes after the deletion: home, with the notice (AccountDeletedNotice). */
export const ACCOUNT_DELETED_PATH = "/?akun=dihapus";
