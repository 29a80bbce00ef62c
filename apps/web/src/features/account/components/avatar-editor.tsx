import { AVATAR_MESSAGES, AVATAR_MIME_TYPES } from "@app/domain/account/avatar-upload";
import type { MeUser } from "@app/domain/account/contracts";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { Spinner } from "../../../shared/ui/spinner";
import { useToast } from "../../../shared/ui/toast";
import { useSessionUser } from "../api";
import { useAvatarMutations } from "../avatar-api";
import { avatarFileProblem } from "./avatar-crop";
import { UserAvatar } from "./user-avatar";

// the crop (and react-easy-crop) is fetched only when a photo has been chosen
const AvatarCropDialog = lazy(() => import("./avatar-crop-dialog"));

export const AVATAR_EDITOR_TEXTS = {
  heading: "Foto Profil",
  note: "JPG, PNG, atau WEBP, maksimal 5 MB. Foto dipotong persegi.",
  confirmTitle: "Hapus foto profil?",
  confirmBody: "Foto profil akan dihapus dan diganti dengan inisial nama Anda.",
  cancel: "Batal",
  removing: "Menghapus foto",
  loadingCrop: "Membuka foto",
} as const;

/**
 * The profile photo on /account/personal (issue 21, decisions/025): 'Ubah Foto' opens the file chooser; a photo
 * that passes the browser's checks (type, 5 MB) opens the square crop; the cropped square is uploaded and the
 * answered user goes into the me-v2 cache, so the navbar shows it at once. 'Hapus Foto' asks first, then goes
 * back to the initials.
 */
export function AvatarEditor({ user: initial }: { user: MeUser }) {
  const { user: current } = useSessionUser();
  const user = current ?? initial;
  const toast = useToast();
  const { upload, remove } = useAvatarMutations();
  const inputRef = useRef<HTMLInputElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const noteId = useId();

  // the object URL of a chosen photo lives as long as the crop that shows it; when the crop closes, the focus
  // comes back to 'Ubah Foto' (after the dialog has given it back to whatever it found focused)
  useEffect(() => {
    if (!chosen) return undefined;
    return () => {
      URL.revokeObjectURL(chosen);
      window.setTimeout(() => changeRef.current?.focus(), 0);
    };
  }, [chosen]);

  function onFile(file: File | undefined) {
    if (inputRef.current) inputRef.current.value = "";
    if (!file) return;
    const refusal = avatarFileProblem(file);
    setProblem(refusal);
    if (!refusal) setChosen(URL.createObjectURL(file));
  }

  function closeCrop() {
    setChosen(null);
  }

  async function save(photo: Blob) {
    const answer = await upload.mutateAsync(photo);
    setChosen(null);
    toast.show(answer.message, { tone: "success" });
  }

  function confirmRemove() {
    remove.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirming(false);
        toast.show(answer.message, { tone: "success" });
        changeRef.current?.focus();
      },
      onError: (err) => {
        setConfirming(false);
        setProblem(err.message);
      },
    });
  }

  return (
    <section
      aria-labelledby={`${noteId}-heading`}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:p-6"
    >
      <UserAvatar name={user.name} avatar={user.avatar} size="lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <h2 id={`${noteId}-heading`} className="text-base font-bold text-slate-900">
            {AVATAR_EDITOR_TEXTS.heading}
          </h2>
          <p id={noteId} className="text-sm text-slate-700">
            {AVATAR_EDITOR_TEXTS.note}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            ref={changeRef}
            type="button"
            className={buttonClasses("secondary", "sm")}
            aria-describedby={noteId}
            onClick={() => inputRef.current?.click()}
            disabled={upload.isPending || remove.isPending}
          >
            {AVATAR_MESSAGES.changePhoto}
          </button>
          {user.avatar ? (
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} disabled={remove.isPending}>
              {AVATAR_MESSAGES.removePhoto}
            </Button>
          ) : null}
          <input
            ref={inputRef}
            type="file"
            accept={AVATAR_MIME_TYPES.join(",")}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => onFile(event.target.files?.[0])}
          />
        </div>
        {problem ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
      {chosen ? (
        <Suspense
          fallback={
            <span className="text-brand-700">
              <Spinner size="sm" label={AVATAR_EDITOR_TEXTS.loadingCrop} />
            </span>
          }
        >
          <AvatarCropDialog src={chosen} onSave={save} onClose={closeCrop} />
        </Suspense>
      ) : null}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={AVATAR_EDITOR_TEXTS.confirmTitle}
        size="sm"
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              {AVATAR_EDITOR_TEXTS.cancel}
            </Button>
            <Button variant="danger" onClick={confirmRemove} loading={remove.isPending} disabled={remove.isPending}>
              {remove.isPending ? AVATAR_EDITOR_TEXTS.removing : AVATAR_MESSAGES.removePhoto}
            </Button>
          </div>
        }
      >
        <p className="text-sm text-slate-700">{AVATAR_EDITOR_TEXTS.confirmBody}</p>
      </Modal>
    </section>
  );
}
