/*
 * Wraps window.fetch the way analytics and consent tools do. The first wrapper, in the page's
 * head before the loader, counts every request and passes it on as it came. The second, added
 * once a widget is on the page, is a careless one: it passes the URL only and drops method,
 * headers and body. The widget keeps the fetch it found when its code loaded, so neither breaks
 * its sign-in or booking.
 */
(function () {
  var original = window.fetch;
  window.__fetchCount = 0;
  window.fetch = function (input, init) {
    window.__fetchCount += 1;
    return original.call(this, input, init);
  };
  document.addEventListener('kitebook:ready', function () {
    var counting = window.fetch;
    window.fetch = function (input) {
      return counting.call(this, typeof input === 'string' ? input : input.url);
    };
  });
})();
