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

/** The picture of an activity's type (activity_type_icon carries the resource type). */
export function ActivityTypeIcon({ type, className = "size-5" }: { type: string; className?: string }) {
  switch (type) {
    case "quiz":
    case "quiz-v2":
      return (
        <Svg className={className}>
          <rect x="4" y="3" width="16" height="18" rx="2" {...stroke} />
          <path d="m8 9 1.5 1.5L12 8M8 15l1.5 1.5L12 14M14 9.5h3M14 15.5h3" {...stroke} />
        </Svg>
      );
    case "refleksi":
    case "freetext":
      return (
        <Svg className={className}>
          <path d="M4 20h4L19 9l-4-4L4 16z" {...stroke} />
        </Svg>
      );
    case "live_streaming":
      return (
        <Svg className={className}>
          <rect x="3" y="6" width="13" height="12" rx="2" {...stroke} />
          <path d="m16 10 5-3v10l-5-3" {...stroke} />
        </Svg>
      );
    case "discussion":
    case "direct_chat":
      return <ChatIcon className={className} />;
    case "image":
      return (
        <Svg className={className}>
          <rect x="3" y="4" width="18" height="16" rx="2" {...stroke} />
          <circle cx="9" cy="10" r="2" {...stroke} />
          <path d="m21 16-5-5-9 9" {...stroke} />
        </Svg>
      );
    case "webview":
      return (
        <Svg className={className}>
          <path
            d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
            {...stroke}
          />
        </Svg>
      );
    default:
      return (
        <Svg className={className}>
          <path d="M6 3h8l4 4v14H6z" {...stroke} />
          <path d="M14 3v4h4M9 12h6M9 16h6" {...stroke} />
        </Svg>
      );
  }
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
