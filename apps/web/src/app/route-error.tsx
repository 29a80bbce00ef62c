import { isRouteErrorResponse, useRouteError } from "react-router";
import { ApiError } from "../shared/lib/api-client";
import { ErrorScreen } from "../shared/ui/error-screen";

/** A page's code failed to load (new deployment, network) or a page threw while rendering. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message);
  const code = error instanceof ApiError || isRouteErrorResponse(error) ? error.status : undefined;
  if (!chunkFailed) console.error(error);
  return (
    <ErrorScreen
      code={code}
      onAcknowledge={() => {
        // A fresh document fetches the current assets; home is the safe place after any other fault.
        if (chunkFailed) window.location.reload();
        else window.location.assign("/");
      }}
    />
  );
}
