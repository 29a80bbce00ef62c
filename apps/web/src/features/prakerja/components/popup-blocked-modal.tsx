import { Button, buttonClasses } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { PRAKERJA_TEXTS } from "../prakerja-texts";

export interface PopupBlockedModalProps {
  open: boolean;
  /** 'Mengerti': closes the modal and the loading state behind it. */
  onUnderstood: () => void;
  /** The help article 'Lihat Panduan' opens in a new tab; without one the button is left out. */
  helpUrl: string | null;
}

/** Spec 001 section 8: the face-verification window was blocked by the browser. */
export function PopupBlockedModal({ open, onUnderstood, helpUrl }: PopupBlockedModalProps) {
  return (
    <Modal
      open={open}
      onClose={onUnderstood}
      title={PRAKERJA_TEXTS.popupBlockedTitle}
      size="sm"
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {helpUrl ? (
            <a
              href={helpUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("secondary", "md", "w-full sm:w-auto")}
            >
              {PRAKERJA_TEXTS.seeGuide}
            </a>
          ) : null}
          <Button type="button" onClick={onUnderstood} className="w-full sm:w-auto">
            {PRAKERJA_TEXTS.understood}
          </Button>
        </div>
      }
    >
      <p className="text-sm text-slate-700">{PRAKERJA_TEXTS.popupBlockedBody}</p>
    </Modal>
  );
}
