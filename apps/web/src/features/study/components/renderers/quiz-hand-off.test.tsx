import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../../../test/render";
import { activityFixture } from "../../activity-fixtures";
import { studyKeys } from "../../study-keys";
import { QuizHandOff, QuizPlayerSlot, type QuizPlayerSlotProps } from "./quiz-hand-off";

function FakePlayer(props: QuizPlayerSlotProps) {
  return (
    <div>
      <p>{`Pemutar kuis ${props.activityId}: ${props.title} (${props.bobotPercentage}%)`}</p>
      <button type="button" onClick={props.onAttemptClosed}>
        Selesaikan
      </button>
    </div>
  );
}

describe("QuizHandOff", () => {
  it("without the quiz feature, shows the quiz's introduction", () => {
    renderWithRouter(
      <QuizHandOff activity={activityFixture({ type: "quiz", title: "Kuis Rumus", bobot_percentage: 20 })} />,
    );
    expect(screen.getByRole("heading", { name: "Kuis Rumus" })).toBeTruthy();
    expect(screen.getByText("20%")).toBeTruthy();
  });

  it("mounts the provided player, and a closed attempt reloads progress, topic, report and the activity", async () => {
    const user = userEvent.setup();
    const activity = activityFixture({ type: "quiz", title: "Kuis Rumus", bobot_percentage: 20 });
    const { queryClient } = renderWithRouter(
      <QuizPlayerSlot.Provider value={FakePlayer}>
        <QuizHandOff activity={activity} />
      </QuizPlayerSlot.Provider>,
    );
    const { id, chapter_id } = activity.resource_detail;
    const keys = {
      dashboard: studyKeys.dashboard(500),
      report: studyKeys.report(500),
      chapter: studyKeys.chapter(500, chapter_id),
      activity: studyKeys.activity(500, id),
      otherChapter: studyKeys.chapter(500, chapter_id + 1),
      comments: studyKeys.comments(id),
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, { cached: true });

    expect(screen.getByText(`Pemutar kuis ${id}: Kuis Rumus (20%)`)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Selesaikan" }));
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(keys.dashboard)).toBe(true);
    expect(invalidated(keys.report)).toBe(true);
    expect(invalidated(keys.chapter)).toBe(true);
    expect(invalidated(keys.activity)).toBe(true);
    expect(invalidated(keys.otherChapter)).toBe(false);
    expect(invalidated(keys.comments)).toBe(false);
  });
});
