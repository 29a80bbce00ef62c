import type { ActivityFocus } from "@app/domain/study/contracts";
import { buttonClasses } from "../../../../shared/ui/button";
import { RichText } from "../../../../shared/ui/rich-text";
import { resourceUrl } from "./resource-url";

/** toolkit: what the kit is for, and its file to download. */
export function ToolkitRenderer({ activity }: { activity: ActivityFocus }) {
  const { content, url } = activity.resource_detail;
  const href = resourceUrl(url);
  return (
    <div className="flex flex-col gap-3">
      {content ? <RichText html={content} /> : null}
      {href ? (
        <a href={href} download className={buttonClasses("secondary", "md", "self-start")}>
          Unduh Perangkat Belajar
        </a>
      ) : (
        <p className="text-sm text-slate-700">Berkas perangkat belajar belum tersedia.</p>
      )}
    </div>
  );
}
