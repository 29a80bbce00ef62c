/** A full page load (after logout: nothing of the old session should stay in memory). */
export function hardNavigate(url: string): void {
  window.location.assign(url);
}
