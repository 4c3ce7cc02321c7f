/**
 * The page's starter, the one script the page names (deferred): it starts the shell's entry once the
 * first view has been painted, so that the entry's work (the federation runtime) never holds back
 * the page's first paint. On a page without a first view it starts the entry at once.
 *
 * With a first view, the server holds the page's file hints in a template: they are moved into the
 * head when the entry starts, so the picture never shares the line with them.
 *
 * Plain script, no bundler: it runs before any of the app's modules. The names below are the first
 * view's layer and key picture (FIRST_VIEW_ELEMENT_ID and FIRST_VIEW_KEY_ATTRIBUTE of
 * shared-contracts/first-view) and the hints' template (LATER_HINTS_ELEMENT_ID of the site server);
 * tests keep them equal.
 */
(function start(doc, win) {
  var FIRST_VIEW_KEY = '#first-view img[data-first-view-key]';
  var LATER_HINTS = 'later-hints';
  /** At most this long after the page is parsed, the entry starts whatever the picture does. */
  var PAINT_WAIT_MS = 1000;
  var entry = doc.querySelector('link[data-app-entry]');
  var started = false;
  function run() {
    if (started || !entry) return;
    started = true;
    // The files the page will ask for, hinted by the server and held until now.
    var later = doc.getElementById(LATER_HINTS);
    if (later && later.content) doc.head.appendChild(later.content.cloneNode(true));
    var script = doc.createElement('script');
    script.src = entry.href;
    doc.head.appendChild(script);
  }
  var key = doc.querySelector(FIRST_VIEW_KEY);
  if (!key) return run();
  win.setTimeout(run, PAINT_WAIT_MS);
  var Observer = win.PerformanceObserver;
  var types = (Observer && Observer.supportedEntryTypes) || [];
  if (types.indexOf('largest-contentful-paint') >= 0) {
    // The browser says when the picture was painted: its largest-contentful-paint entry.
    new Observer(function (list, observer) {
      var painted = list.getEntries().some(function (paint) {
        return paint.element === key;
      });
      if (!painted) return;
      observer.disconnect();
      run();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    return undefined;
  }
  // Elsewhere: once the picture has arrived, and a frame has been painted after it.
  var arrived = key.decode ? key.decode() : Promise.resolve();
  arrived
    .catch(function () {})
    .then(function () {
      win.requestAnimationFrame(function () {
        win.setTimeout(run);
      });
    });
  return undefined;
})(globalThis.document, globalThis.window);
