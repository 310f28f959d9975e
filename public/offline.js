// The offline page's script (vite-plugins/prerender.ts adds it to offline.html, hi/offline.html
// …): the service worker shows that page at the address of a page this device has not kept, so
// once the connection is back, loading the address again opens the page the visitor asked for.
// `online` says the device has a network again; a check every 10 s catches a network that came
// back without it (or one that reaches the site only later).
(function () {
  // Opened at its own address (not in place of another page), it is already what it shows.
  if (/\/offline\.html$/.test(location.pathname)) return;
  var leaving = false;
  function load() {
    if (leaving) return;
    leaving = true;
    location.reload();
  }
  function check() {
    if (leaving || !navigator.onLine) return;
    fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then(
      function (response) {
        if (response.ok) load();
      },
      function () {},
    );
  }
  addEventListener('online', load);
  setInterval(check, 10000);
})();
