import { lazy } from "react";
import { CART_PAGE_PATH, useAddToCart } from "../features/cart/public";
import { loadQuizPlayer } from "../features/quiz/public";
import { StudyPage } from "../features/study/pages/study-page";
import { type AddonPurchase, QuizPlayerSlot } from "../features/study/public";
import { getAppConfig } from "../shared/lib/app-config";
import { useAppNavigate } from "../shared/lib/ref-navigation";
import { useToast } from "../shared/ui/toast";
import { companyName } from "./shell/footer";
import { Logo } from "./shell/logo";

/** The quiz engine's player (features/quiz): its own chunk, loaded when a quiz activity is opened. */
const QuizPlayer = lazy(() => loadQuizPlayer().then((Player) => ({ default: Player })));

/**
 * /aktivitas/{slug}: the study page composed with what it needs from elsewhere — the site's logo and company line,
 * and buying an add-on through the selection list (features/cart, through its public.ts), so the study page needs
 * neither. An add-on joins the learner's list, which then opens, as buying does on the programme page; a refusal
 * ('Kuota add-on sudah habis', ...) is shown as the server words it. A quiz activity gets the quiz feature's
 * player through the study page's QuizPlayerSlot.
 */
export function StudyRoute() {
  const add = useAddToCart();
  const navigate = useAppNavigate();
  const toast = useToast();
  const addonPurchase: AddonPurchase = {
    add: ({ programId, addonId }) =>
      add.mutate(
        { program_id: programId, addon_ids: [addonId] },
        {
          onSuccess: () => navigate(CART_PAGE_PATH),
          onError: (error) => toast.show(error.message, { tone: "error" }),
        },
      ),
    pendingAddonId: add.isPending ? (add.variables?.addon_ids?.[0] ?? null) : null,
  };
  return (
    <QuizPlayerSlot.Provider value={QuizPlayer}>
      <StudyPage logo={<Logo />} companyName={companyName(getAppConfig())} addonPurchase={addonPurchase} />
    </QuizPlayerSlot.Provider>
  );
}
