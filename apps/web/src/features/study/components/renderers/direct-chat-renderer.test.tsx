import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionCookie } from "../../../../test/account-fixtures";
import { renderWithRouter } from "../../../../test/render";
import { activityFixture, fakeStudyApi, ok, refused, type StudyRoute } from "../../activity-fixtures";
import { DirectChatRenderer } from "./direct-chat-renderer";

const DESCRIPTION = "/api/program_activity/v2/product_by_activity/101/description";
const PERSONAL_CHAT = "/api/program_activity/personal_chat/";

afterEach(() => vi.unstubAllGlobals());

function serve(roomId: number, personal: StudyRoute = () => ok({ room_id: 808 })) {
  setSessionCookie();
  const api = fakeStudyApi({
    [DESCRIPTION]: () => ok({ room_id: roomId, type_room: "single", is_tanyamu_closed: false }),
    [PERSONAL_CHAT]: personal,
  });
  vi.stubGlobal("fetch", api.fn);
  return api;
}

const activity = activityFixture({ type: "direct_chat", content: "" });

describe("DirectChatRenderer", () => {
  it("asks for the learner's room with the facilitator and opens it in the page's chat box", async () => {
    const api = serve(55);
    const open = vi.fn();
    renderWithRouter(<DirectChatRenderer activity={activity} onOpenFacilitatorChat={open} />);
    await userEvent.click(await screen.findByRole("button", { name: "Chat Fasilitator" }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(808));
    expect(api.to(PERSONAL_CHAT)[0]?.body).toEqual({ activity_id: 101 });
  });

  it("goes to the discussion page at that room without a chat box", async () => {
    serve(55);
    renderWithRouter(<DirectChatRenderer activity={activity} />, { initialEntry: "/aktivitas/pengenalan-rumus" });
    await userEvent.click(await screen.findByRole("button", { name: "Chat Fasilitator" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/tanyamu?initRoom=808"));
  });

  it("shows the server's refusal", async () => {
    serve(55, () => refused("Fasilitator program ini belum tersedia"));
    renderWithRouter(<DirectChatRenderer activity={activity} onOpenFacilitatorChat={vi.fn()} />);
    await userEvent.click(await screen.findByRole("button", { name: "Chat Fasilitator" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Fasilitator program ini belum tersedia");
  });

  it("has no button when the programme has no facilitator room", async () => {
    serve(0);
    renderWithRouter(<DirectChatRenderer activity={activity} onOpenFacilitatorChat={vi.fn()} />);
    expect(await screen.findByText("Chat fasilitator tidak tersedia untuk program ini.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Chat Fasilitator" })).toBeNull();
  });
});
