/*
 * What some old scripts and sloppy plugins still do to a page: enumerable properties on
 * Object.prototype and Array.prototype. `?kind=functions` adds functions (the way Prototype.js
 * or MooTools extended the built-ins), otherwise plain values. Among the names are `get`, `set`
 * and `value`, which every property descriptor built from an object literal inherits.
 */
(function () {
  var functions = /[?&]kind=functions\b/.test(location.search);
  function make(name) {
    return functions
      ? function () {
          return 'polluted ' + name;
        }
      : 'polluted ' + name;
  }
  var chosen = /[?&]names=([\w,]+)/.exec(location.search);
  var names = chosen ? chosen[1] : 'get,set,polluted,extend';
  names.split(',').forEach(function (name) {
    Object.prototype[name] = make(name);
  });
  ['remove', 'last', 'polluted', 'each'].forEach(function (name) {
    Array.prototype[name] = make(name);
  });
})();
