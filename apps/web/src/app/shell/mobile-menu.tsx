import { Modal } from "../../shared/ui/modal";
import { MobileSidebar, type SidebarAccount } from "./mobile-sidebar";

/**
 * The compact bar's menu drawer (spec 000 section 2.3). Its own chunk, loaded when the menu is first opened
 * (navbar.tsx): the phone's first page does not pay for a drawer it has not opened (issue 24).
 */
export function MobileMenu({ account, onClose }: { account: SidebarAccount; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="Menu" variant="drawer">
      <MobileSidebar account={account} />
    </Modal>
  );
}
