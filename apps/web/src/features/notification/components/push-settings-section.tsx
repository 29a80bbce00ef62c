import { NOTIFICATION_MESSAGES, type NotificationType } from "@app/domain/notification/contracts";
import { useId, useState } from "react";
import { type BrowserPushSupport, browserPushSupport, PushPermissionError } from "../../../shared/lib/web-push";
import { Button } from "../../../shared/ui/button";
import { Skeleton } from "../../../shared/ui/skeleton";
import { Spinner } from "../../../shared/ui/spinner";
import {
  type PushSettings,
  useBrowserPushSubscribed,
  usePushSettings,
  useSavePushSettings,
  useSetBrowserPush,
} from "../api";
import { NOTIFICATION_TEXTS } from "../notification-texts";

/**
 * Push notifications of this browser (spec 000: push registration; issue 19). A server without VAPID keys says
 * so; otherwise a switch subscribes or unsubscribes this browser, and checkboxes choose which kinds are pushed.
 */
export function PushSettingsSection() {
  const headingId = useId();
  const settings = usePushSettings();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {NOTIFICATION_TEXTS.pushTitle}
      </h2>
      {settings.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm text-slate-800">
            {NOTIFICATION_TEXTS.pushSettingsFailed}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
            Coba Lagi
          </Button>
        </div>
      ) : settings.data === undefined ? (
        <div role="status" className="flex flex-col gap-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-10 w-full" />
          <span className="sr-only">{NOTIFICATION_TEXTS.pushLoading}</span>
        </div>
      ) : settings.data.push_available && settings.data.vapid_public_key ? (
        <>
          <p className="text-sm text-slate-700">{NOTIFICATION_TEXTS.pushIntro}</p>
          <PushSwitch settings={settings.data} vapidPublicKey={settings.data.vapid_public_key} />
          <PushKinds settings={settings.data} />
        </>
      ) : (
        <p className="text-sm text-slate-700">{NOTIFICATION_MESSAGES.pushOff}</p>
      )}
    </section>
  );
}

function supportMessage(support: BrowserPushSupport): string | null {
  if (support === "unsupported") return NOTIFICATION_TEXTS.pushUnsupported;
  if (support === "denied") return NOTIFICATION_TEXTS.pushDenied;
  return null;
}

function PushSwitch({ settings, vapidPublicKey }: { settings: PushSettings; vapidPublicKey: string }) {
  const labelId = useId();
  const messageId = useId();
  // read again after the permission prompt: the answer changes what this browser allows
  const [support, setSupport] = useState(browserPushSupport);
  const [problem, setProblem] = useState<string | null>(null);
  const browser = useBrowserPushSubscribed(support !== "unsupported");
  const setPush = useSetBrowserPush();
  // on only when both sides agree: a subscription the server lost, or one this browser dropped, is off
  const on = settings.subscribed && browser.data === true;
  const unavailable = supportMessage(support);
  const message = problem ?? unavailable;

  function toggle() {
    setProblem(null);
    setPush.mutate(on ? { on: false } : { on: true, vapidPublicKey }, {
      onError: (error) => {
        if (error instanceof PushPermissionError) {
          setSupport(browserPushSupport());
          if (error.permission !== "denied") setProblem(NOTIFICATION_TEXTS.pushNotAllowed);
          return;
        }
        console.error("Push switch failed", error);
        setProblem(on ? NOTIFICATION_TEXTS.pushOffFailed : NOTIFICATION_TEXTS.pushOnFailed);
      },
    });
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <span id={labelId} className="font-semibold text-slate-900">
          {NOTIFICATION_TEXTS.pushSwitch}
        </span>
        <span className="flex items-center gap-2">
          {setPush.isPending ? <Spinner size="sm" label="Menyimpan" /> : null}
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={labelId}
            aria-describedby={message ? messageId : undefined}
            // turning off stays possible whatever the browser allows now
            disabled={setPush.isPending || browser.isLoading || (!on && unavailable !== null)}
            onClick={toggle}
            className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 ${
              on ? "bg-brand-700" : "bg-slate-400"
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${
                on ? "translate-x-7" : "translate-x-1"
              }`}
            />
          </button>
          <span aria-hidden="true" className="w-16 text-sm text-slate-700">
            {on ? NOTIFICATION_TEXTS.pushOn : NOTIFICATION_TEXTS.pushOff}
          </span>
        </span>
      </div>
      {message ? (
        <p id={messageId} role={problem ? "alert" : undefined} className="text-sm text-slate-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}

function PushKinds({ settings }: { settings: PushSettings }) {
  const save = useSavePushSettings();
  if (settings.kinds.length === 0) return null;
  // while a choice is being saved it already shows as chosen
  const pendingOff = save.isPending ? new Set<NotificationType>(save.variables.push_off) : null;
  const pushes = (type: NotificationType, push: boolean) => (pendingOff ? !pendingOff.has(type) : push);

  function change(type: NotificationType, push: boolean) {
    const off = settings.kinds
      .filter((kind) => (kind.type === type ? !push : !pushes(kind.type, kind.push)))
      .map((kind) => kind.type);
    save.mutate({ push_off: off });
  }

  return (
    <fieldset className="mt-1 flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{NOTIFICATION_TEXTS.pushKinds}</legend>
      <ul className="grid gap-x-4 sm:grid-cols-2">
        {settings.kinds.map((kind) => (
          <li key={kind.type}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={pushes(kind.type, kind.push)}
                onChange={(event) => change(kind.type, event.currentTarget.checked)}
                className="size-5 accent-brand-700"
              />
              {kind.label}
            </label>
          </li>
        ))}
      </ul>
      {save.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {NOTIFICATION_TEXTS.pushKindsFailed}
        </p>
      ) : null}
    </fieldset>
  );
}
