import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { STUDY_TEXTS } from "../study-texts";
import { CompassIcon } from "./study-icons";

export interface TourIntroModalProps {
  open: boolean;
  onStart: () => void;
  /** 'Lewati', Esc or the close button: a cancel of the tour. */
  onSkip: () => void;
}

/** The tour introduction (spec 001 section 2, Modals; section 4 'Guided tour'). */
export function TourIntroModal({ open, onStart, onSkip }: TourIntroModalProps) {
  return (
    <Modal
      open={open}
      onClose={onSkip}
      title={STUDY_TEXTS.tourIntroTitle}
      size="sm"
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onSkip}>
            {STUDY_TEXTS.tourSkip}
          </Button>
          <Button onClick={onStart}>{STUDY_TEXTS.tourStart}</Button>
        </div>
      }
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <CompassIcon className="size-8" />
        </span>
        <p className="text-sm leading-6 text-slate-700">{STUDY_TEXTS.tourIntroBody}</p>
      </div>
    </Modal>
  );
}
