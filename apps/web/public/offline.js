// The offline page's only behaviour (offline.html, issue 24): it stands at the address the person asked for, so
// loading that address again is 'Coba Lagi'; and the browser's coming back online does the same by itself.
// A plain file rather than a module of the build: a second module entry would split the build's module-preload
// helper into a chunk of its own, one more request on every first visit.
function retry() {
  window.location.reload();
}
document.getElementById("offline-retry")?.addEventListener("click", retry);
window.addEventListener("online", retry, { once: true });
