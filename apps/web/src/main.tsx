import "./styles.css";

/**
 * The entry index.html loads: the stylesheet, and the app after it. A page the server rendered (issue 24) is
 * already on screen; its scripts are fetched once it has painted, so on a phone's connection they do not share the
 * bandwidth with what paints first. A page rendered in the browser starts at once.
 */
// react-dom is a chunk of its own (vite.config.ts), imported beside the app: evaluated in a task of its own, the
// two are not one long task on a phone (issue 24, total blocking time)
const startApp = () => {
  const reactDom = import("react-dom/client");
  return import("./start-app").then(async (app) => {
    await reactDom;
    app.startApp();
  });
};

if (document.getElementById("ssr-state")) {
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  void startApp();
}
