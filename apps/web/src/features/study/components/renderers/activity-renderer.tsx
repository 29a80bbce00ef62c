import type { ActivityFocus } from "@app/domain/study/contracts";
import { DirectChatRenderer } from "./direct-chat-renderer";
import { DiscussionRenderer } from "./discussion-renderer";
import { DocumentRenderer } from "./document-renderer";
import { EbookRenderer } from "./ebook-renderer";
import { ImageRenderer } from "./image-renderer";
import { LiveStreamingRenderer } from "./live-streaming-renderer";
import { QuizHandOff } from "./quiz-hand-off";
import { ReflectionRenderer } from "./reflection-renderer";
import { RichContentRenderer } from "./rich-content-renderer";
import { ToolkitRenderer } from "./toolkit-renderer";
import { WebviewRenderer } from "./webview-renderer";

export interface ActivityRendererProps {
  activity: ActivityFocus;
  onVideoEnded: () => void;
  videoWatched: boolean;
  onSubmitReflection: (reflection: string) => void;
  reflectionSubmitting: boolean;
  reflectionError: string | null;
  onOpenFacilitatorChat?: ((roomId: number) => void) | undefined;
}

/** The body of the focused activity, by its resource type (spec 001 section 3). */
export function ActivityRenderer(props: ActivityRendererProps) {
  const { activity } = props;
  switch (activity.resource_detail.type) {
    case "ebook":
      return <EbookRenderer activity={activity} />;
    case "webview":
      return <WebviewRenderer activity={activity} />;
    case "freetext":
    case "html":
      return <RichContentRenderer activity={activity} />;
    case "live_streaming":
      return (
        <LiveStreamingRenderer
          activity={activity}
          onVideoEnded={props.onVideoEnded}
          videoWatched={props.videoWatched}
        />
      );
    case "toolkit":
      return <ToolkitRenderer activity={activity} />;
    case "image":
      return <ImageRenderer activity={activity} />;
    case "document":
      return <DocumentRenderer activity={activity} />;
    case "direct_chat":
      return <DirectChatRenderer activity={activity} onOpenFacilitatorChat={props.onOpenFacilitatorChat} />;
    case "discussion":
      return <DiscussionRenderer activity={activity} />;
    case "refleksi":
      return (
        <ReflectionRenderer
          activity={activity}
          onSubmit={props.onSubmitReflection}
          submitting={props.reflectionSubmitting}
          error={props.reflectionError}
        />
      );
    case "quiz":
    case "quiz-v2":
      return <QuizHandOff activity={activity} />;
    default:
      // a type this app does not know yet: its description (shown above) is all there is
      return null;
  }
}
