import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";

export interface FinishDialogProps {
  open: boolean;
  totalQuestions: number;
  answeredCount: number;
  finishing: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Selesaikan Kuis?': how many questions are still unanswered, and that answers are final afterwards. */
export function FinishDialog({
  open,
  totalQuestions,
  answeredCount,
  finishing,
  error,
  onConfirm,
  onCancel,
}: FinishDialogProps) {
  const unanswered = Math.max(0, totalQuestions - answeredCount);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title="Selesaikan Kuis?"
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            Kembali Mengerjakan
          </Button>
          <Button onClick={onConfirm} loading={finishing}>
            Ya, Selesaikan
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-2 text-sm text-slate-800">
        <p>
          {unanswered > 0
            ? `Masih ada ${unanswered} soal yang belum dijawab.`
            : `Semua ${totalQuestions} soal sudah dijawab.`}
        </p>
        <p>Jawaban tidak dapat diubah setelah kuis diselesaikan.</p>
        {error ? (
          <p role="alert" className="font-medium text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
