// The offline page's script (vite-plugins/prerender.ts adds it to offline.html, hi/offline.html
// …): the service worker shows that page at the address of a page this device has not kept,
// offline or when the network did not answer in time, so once the site answers again, loading
// the address again opens the page the visitor asked for.
//
// Only the site's answer counts: `online` only says the device has a network (and Chromium fires
// a spurious one soon after a load, and a flapping link fires many), so it, like the check at
// once (when the device has a network) and every 10 s, asks the site first (a HEAD request, given a few seconds: a network that connects but
// never answers must not hold the next check). The page is loaded again once, after an answer;
// nothing more happens once the visitor has left the page (a reload then would replace the
// page they went to).
(function () {
  // Opened at its own address (not in place of another page), it is already what it shows.
  if (/\/offline\.html$/.test(location.pathname)) return;
  var done = false;
  var checking = null;
  var timer = setInterval(check, 10000);
  function stop() {
    done = true;
    clearInterval(timer);
    removeEventListener('online', check);
    removeEventListener('pagehide', stop);
    if (checking) checking.abort();
  }
  function check() {
    if (done || checking || !navigator.onLine) return;
    var controller = new AbortController();
    var giveUp = setTimeout(function () {
      controller.abort();
    }, 5000);
    checking = controller;
    fetch(location.href, { method: 'HEAD', cache: 'no-store', signal: controller.signal })
      .then(
        function (response) {
          if (done || controller.signal.aborted || !response.ok) return;
          stop();
          location.reload();
        },
        function () {},
      )
      .then(function () {
        clearTimeout(giveUp);
        if (checking === controller) checking = null;
      });
  }
  addEventListener('online', check);
  addEventListener('pagehide', stop);
  // Shown with a network (it did not answer in time): ask at once, it may only have been slow.
  check();
})();
