import { meUserSchema } from "@app/domain/account/contracts";
import { envelope } from "@app/domain/shared/envelope";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiSend } from "../../shared/lib/api-client";
import { accountKeys } from "./api";

type MeUser = z.infer<typeof meUserSchema>;

const meAnswer = envelope(meUserSchema);

/**
 * POST /user/manage/ as multipart with the cropped photo (decisions/025). The server answers the user with the
 * new `avatar` address and sets the `avatar` cookie as the login does.
 */
export async function uploadAvatar(photo: Blob): Promise<{ message: string; user: MeUser }> {
  const form = new FormData();
  form.append("file", photo, photo.type === "image/png" ? "avatar.png" : "avatar.jpg");
  const answer = await apiSend("/user/manage/", meAnswer, { body: form });
  return { message: answer.message, user: answer.data };
}

/** DELETE /user/avatar/: back to the initials (the server clears the `avatar` cookie's value too). */
export async function removeAvatar(): Promise<{ message: string; user: MeUser }> {
  const answer = await apiSend("/user/avatar/", meAnswer, { method: "DELETE" });
  return { message: answer.message, user: answer.data };
}

/**
 * The two avatar changes. Each puts the answered user into the me-v2 cache at once, so the navbar, the account
 * summary and this page show the new picture without another call.
 */
export function useAvatarMutations() {
  const queryClient = useQueryClient();
  const onSuccess = ({ user }: { user: MeUser }) => queryClient.setQueryData(accountKeys.me, user);
  return {
    upload: useMutation({ mutationFn: uploadAvatar, onSuccess }),
    remove: useMutation({ mutationFn: removeAvatar, onSuccess }),
  };
}
