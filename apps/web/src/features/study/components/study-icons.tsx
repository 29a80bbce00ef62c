import type { ActivityTagIcon } from "@app/domain/study/activity-tags";
import type { ReactNode } from "react";

/** The study page's pictures. Every one is decorative: the control or text beside it carries the name. */

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

function Svg({ className = "size-5", children }: { className?: string | undefined; children: ReactNode }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function BackIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M15 5 8 12l7 7" {...stroke} strokeWidth={2.2} />
    </Svg>
  );
}

export function ListIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" {...stroke} strokeWidth={2.2} />
    </Svg>
  );
}

export function CloseIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="m6 6 12 12M18 6 6 18" {...stroke} strokeWidth={2.2} />
    </Svg>
  );
}

export function KebabIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <circle cx="12" cy="5" r="1.8" fill="currentColor" />
      <circle cx="12" cy="12" r="1.8" fill="currentColor" />
      <circle cx="12" cy="19" r="1.8" fill="currentColor" />
    </Svg>
  );
}

export function ShareIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <circle cx="18" cy="5" r="2.5" {...stroke} />
      <circle cx="6" cy="12" r="2.5" {...stroke} />
      <circle cx="18" cy="19" r="2.5" {...stroke} />
      <path d="m8.2 10.8 7.6-4.5M8.2 13.2l7.6 4.5" {...stroke} />
    </Svg>
  );
}

export function ChatIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M4 5h16v11H9l-5 4z" {...stroke} />
      <path d="M8 9.5h8M8 12.5h5" {...stroke} />
    </Svg>
  );
}

export function GroupIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <circle cx="9" cy="8" r="3" {...stroke} />
      <path d="M3.5 19a5.5 5.5 0 0 1 11 0M16 5.5a3 3 0 0 1 0 5.5M17.5 14a5 5 0 0 1 3 5" {...stroke} />
    </Svg>
  );
}

export function CompassIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <circle cx="12" cy="12" r="9" {...stroke} />
      <path d="m15.5 8.5-2 5-5 2 2-5z" {...stroke} />
    </Svg>
  );
}

export function HelpIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <circle cx="12" cy="12" r="9" {...stroke} />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" {...stroke} />
    </Svg>
  );
}

export function CheckCircleIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="m7.5 12.5 3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </Svg>
  );
}

export function LockIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <rect x="5" y="11" width="14" height="9" rx="2" {...stroke} />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" {...stroke} />
    </Svg>
  );
}

export function ClockIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <circle cx="12" cy="12" r="9" {...stroke} />
      <path d="M12 7v5l3 2" {...stroke} />
    </Svg>
  );
}

export function ReportIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <rect x="5" y="3" width="14" height="18" rx="2" {...stroke} />
      <path d="M9 16v-3M12 16V9M15 16v-5" {...stroke} />
    </Svg>
  );
}

export function CertificateIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <rect x="3" y="4" width="18" height="13" rx="2" {...stroke} />
      <circle cx="12" cy="10" r="2.5" {...stroke} />
      <path d="m10.5 12.5-1 7 2.5-1.5 2.5 1.5-1-7" {...stroke} />
    </Svg>
  );
}

export function PortfolioIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <rect x="3" y="7" width="18" height="13" rx="2" {...stroke} />
      <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 12h18" {...stroke} />
    </Svg>
  );
}

/** Each activity type's own picture (issue 23: a quiz and a discussion must not look alike). */
const ACTIVITY_PICTURES: Record<string, ReactNode> = {
  // a clipboard with ticks
  quiz: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" {...stroke} />
      <path d="m8 9 1.5 1.5L12 8M8 15l1.5 1.5L12 14M14 9.5h3M14 15.5h3" {...stroke} />
    </>
  ),
  // a lightbulb
  refleksi: (
    <>
      <path
        d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z"
        {...stroke}
      />
    </>
  ),
  // an open book
  ebook: (
    <>
      <path
        d="M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5zM12 6.5v13"
        {...stroke}
      />
    </>
  ),
  // a globe: a page of the web
  webview: (
    <>
      <circle cx="12" cy="12" r="9" {...stroke} />
      <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" {...stroke} />
    </>
  ),
  // lines of text
  freetext: (
    <>
      <path d="M4 6h16M4 10h16M4 14h16M4 18h10" {...stroke} />
    </>
  ),
  // a camera with a live dot
  live_streaming: (
    <>
      <rect x="3" y="6" width="13" height="12" rx="2" {...stroke} />
      <path d="m16 10 5-3v10l-5-3" {...stroke} />
      <circle cx="7.5" cy="10" r="1.5" fill="currentColor" />
    </>
  ),
  // a play button: a recorded video
  video: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" {...stroke} />
      <path d="m10 9 5 3-5 3z" {...stroke} />
    </>
  ),
  // a wrench
  toolkit: (
    <>
      <path d="M14.5 6.5a4 4 0 0 0 5 5L13 18a2.1 2.1 0 0 1-3-3l6.5-6.5a4 4 0 0 1-2-2zM4 20l5-5" {...stroke} />
    </>
  ),
  // a page with code brackets
  html: (
    <>
      <path d="M6 3h8l4 4v14H6z" {...stroke} />
      <path d="m10 12-2 2 2 2M14 12l2 2-2 2" {...stroke} />
    </>
  ),
  // a picture
  image: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" {...stroke} />
      <circle cx="9" cy="10" r="2" {...stroke} />
      <path d="m21 16-5-5-9 9" {...stroke} />
    </>
  ),
  // a page with lines
  document: (
    <>
      <path d="M6 3h8l4 4v14H6z" {...stroke} />
      <path d="M14 3v4h4M9 12h6M9 16h6" {...stroke} />
    </>
  ),
  // one speech bubble with a person: a private chat with the facilitator
  direct_chat: (
    <>
      <path d="M4 5h16v11H9l-5 4z" {...stroke} />
      <circle cx="12" cy="9" r="1.6" {...stroke} />
      <path d="M9.5 13.5a2.5 2.5 0 0 1 5 0" {...stroke} />
    </>
  ),
  // two speech bubbles: a discussion among learners
  discussion: (
    <>
      <path d="M3 4h12v8H7l-4 3z" {...stroke} />
      <path d="M9 15v1h8l4 3V8h-3" {...stroke} />
    </>
  ),
};

/** The picture of an activity's type (activity_type_icon: the resource type, or "video" for a recorded video). */
export function ActivityTypeIcon({ type, className = "size-5" }: { type: string; className?: string }) {
  // quiz-v2 is a quiz too (the same label, "Kuis"); an unknown type is drawn as a document
  const asked = type === "quiz-v2" ? "quiz" : type;
  const key = Object.hasOwn(ACTIVITY_PICTURES, asked) ? asked : "document";
  return (
    <Svg className={className}>
      <g data-activity-icon={key}>{ACTIVITY_PICTURES[key]}</g>
    </Svg>
  );
}

/** The icons of the activity tags (study/activity-tags.ts). */
export function TagIcon({ icon, className = "size-4" }: { icon: ActivityTagIcon; className?: string }) {
  switch (icon) {
    case "attended":
      return (
        <Svg className={className}>
          <path d="m5 12.5 4 4 10-10" {...stroke} strokeWidth={2.4} />
        </Svg>
      );
    case "absent":
    case "failed":
      return (
        <Svg className={className}>
          <circle cx="12" cy="12" r="9" {...stroke} />
          <path d="m9 9 6 6M15 9l-6 6" {...stroke} />
        </Svg>
      );
    case "pending":
      return <ClockIcon className={className} />;
    case "presence":
      return (
        <Svg className={className}>
          <rect x="4" y="5" width="16" height="15" rx="2" {...stroke} />
          <path d="M4 10h16M9 3v4M15 3v4" {...stroke} />
        </Svg>
      );
    case "addon":
      return (
        <Svg className={className}>
          <path d="M12 5v14M5 12h14" {...stroke} strokeWidth={2.4} />
        </Svg>
      );
    case "required":
      return (
        <Svg className={className}>
          <path d="M12 3v18M4.5 7.5l15 9M19.5 7.5l-15 9" {...stroke} />
        </Svg>
      );
    case "prerequisite":
      return <LockIcon className={className} />;
  }
}
