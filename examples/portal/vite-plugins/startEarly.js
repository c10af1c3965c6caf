// Inlined into index.html by startEarlyPlugin.ts (CSP: the server allows index.html's inline
// scripts by hash). Runs before the entry script has even downloaded and starts what every first
// screen waits for, side by side instead of one after another (issue 31):
// - GET /api/config, taken by loadPortalConfig (src/config.ts);
// - POST /api/auth/refresh, only when this browser had a session (the same localStorage hint as
//   src/app/sessionHint.ts, no token), taken by the first refresh of the auth provider;
// - <link rel="modulepreload"> for the chunks of the area this address shows (the map is written
//   at build time), so a route's code is not discovered one import at a time.
// startEarlyPlugin.ts drops these comments and writes the map in place of the placeholder below.
/* global __ROUTE_PRELOADS__ */
(function () {
  var preloads = __ROUTE_PRELOADS__;
  var signedIn = false;
  try {
    signedIn = window.localStorage.getItem('greenroom.signedIn') === '1';
  } catch {
    // No storage: the app asks anyway.
    signedIn = true;
  }
  var boot = (window.__greenroomBoot = {});
  boot.config = fetch('/api/config', { headers: { Accept: 'application/json' } });
  if (signedIn) {
    boot.refresh = fetch('/api/auth/refresh', { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } });
  }
  var path = window.location.pathname;
  var linked = /^\/(space|booking)\/[^/]+\/?$/.test(path);
  var areas = [];
  if (!signedIn) {
    if (path === '/' || linked) areas.push('signIn');
  } else if (path === '/' || path === '/home' || linked) {
    areas.push('main', path.indexOf('/booking/') === 0 ? 'bookingEditor' : 'bookingsList');
  } else {
    areas.push('admin');
  }
  var seen = {};
  areas.forEach(function (area) {
    (preloads[area] || []).forEach(function (file) {
      if (seen[file]) return;
      seen[file] = true;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      document.head.appendChild(link);
    });
  });
})();
