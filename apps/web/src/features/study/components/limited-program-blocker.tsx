import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";

export interface LimitedProgramBlockerProps {
  /** 'Kembali ke Beranda'. */
  onHome: () => void;
  /** Esc or the close button: where the route rule sends the learner (the programme page). */
  onClose: () => void;
}

/**
 * Program Terbatas (spec 001 section 2, Modals): an enrolled learner whose study group has not accepted them yet
 * (validate: has_user_group and not is_user_group_joined) has limited access and sees this instead of the page.
 */
export function LimitedProgramBlocker({ onHome, onClose }: LimitedProgramBlockerProps) {
  return (
    <Modal
      open
      onClose={onClose}
      title={ACCOUNT_TEXTS.limitedProgramTitle}
      size="sm"
      footer={
        <Button size="lg" className="w-full" onClick={onHome}>
          {ACCOUNT_TEXTS.backHome}
        </Button>
      }
    >
      <p className="text-center text-sm leading-6 text-slate-700">
        Program ini terbatas hanya untuk pengguna tertentu. Jika Anda termasuk peserta program ini, silakan hubungi
        penyelenggara program untuk mendapatkan akses.
      </p>
    </Modal>
  );
}
