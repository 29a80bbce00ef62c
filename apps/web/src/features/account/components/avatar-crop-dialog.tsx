import { useId, useState } from "react";
import Cropper from "react-easy-crop";
import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { type CropArea, cropToBlob } from "./avatar-crop";

export const CROP_TEXTS = {
  title: "Atur Foto Profil",
  hint: "Geser foto untuk memilih bagian yang ditampilkan. Dengan keyboard: fokus pada foto, lalu gunakan tombol panah.",
  area: "Area foto profil",
  zoom: "Perbesar",
  cancel: "Batal",
  save: "Simpan Foto",
  saving: "Mengunggah foto",
} as const;

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;

export interface AvatarCropDialogProps {
  /** An object URL of the chosen photo. */
  src: string;
  /** Uploads the cropped square; rejects with the message to show. */
  onSave: (photo: Blob) => Promise<void>;
  onClose: () => void;
}

/**
 * The square crop (lazy-loaded with react-easy-crop, so the account pages carry none of it until a photo is
 * chosen): drag or arrow keys to move, the slider or the wheel to zoom, then the cropped square is uploaded. The
 * shared Modal makes it a bottom sheet under 1024 px.
 */
export default function AvatarCropDialog({ src, onSave, onClose }: AvatarCropDialogProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const zoomId = useId();
  const hintId = useId();

  async function save() {
    setSaving(true);
    setError(null);
    try {
      await onSave(await cropToBlob(src, area));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      onClose={saving ? () => undefined : onClose}
      title={CROP_TEXTS.title}
      size="md"
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {CROP_TEXTS.cancel}
          </Button>
          <Button onClick={save} loading={saving} disabled={saving}>
            {saving ? CROP_TEXTS.saving : CROP_TEXTS.save}
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-4">
        <p id={hintId} className="text-sm text-slate-700">
          {CROP_TEXTS.hint}
        </p>
        <div className="relative h-64 w-full overflow-hidden rounded-xl bg-slate-900 sm:h-72">
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            keyboardStep={10}
            mediaProps={{ alt: "" }}
            cropperProps={{ role: "group", "aria-label": CROP_TEXTS.area, "aria-describedby": hintId }}
          />
        </div>
        <div className="flex items-center gap-3">
          <label htmlFor={zoomId} className="text-sm font-semibold text-slate-800">
            {CROP_TEXTS.zoom}
          </label>
          <input
            id={zoomId}
            type="range"
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.1}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
            className="h-11 flex-1 accent-brand-700"
          />
        </div>
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
