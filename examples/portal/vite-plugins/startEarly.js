// Inlined into index.html by startEarlyPlugin.ts (CSP: the server allows index.html's inline
// scripts by hash). Runs before the entry script has even downloaded and starts what every first
// screen waits for, side by side instead of one after another (issue 31):
// - GET /api/config, taken by loadPortalConfig (src/config.ts), only when the server did not put the
//   config in the page (the greenroom-config block, packages/server/src/platform/http/hostPage.ts;
//   absent under the Vite dev server);
// - POST /api/auth/refresh, only when this browser had a session (the same cookie hint as
//   src/app/sessionHint.ts, no token), taken by the first refresh of the auth provider;
// - when it did, on a space or booking link, that link's first data calls (startFirstCalls below):
//   at once with the token of the greenroom.session cookie (src/app/sessionHint.ts) while it has
//   not expired, side by side with the refresh; else as soon as the refresh answers; none when the
//   server drew the page (the greenroom-prerendered block, ADR 0008): its answers are in the page;
// - <link rel="modulepreload"> for the chunks of the area this address shows (the map is written
//   at build time), so a route's code is not discovered one import at a time: the full portal's
//   chunk (src/portal/renderPortal.tsx) and the route's; none for a first visit's sign-in, which
//   the entry draws by itself.
// - on a page the server drew, clicks on its controls before React has hydrated them are held
//   (their default, such as a form's submit, prevented) and replayed by the app once hydrated
//   (src/prerender/heldClicks.ts), so a click in that moment is not lost.
// startEarlyPlugin.ts drops these comments and writes the map in place of the placeholder below.
/* global __ROUTE_PRELOADS__ */
(function () {
  var preloads = __ROUTE_PRELOADS__;
  // A guest's page (a mailed link) needs no config, no session and none of the producer's chunks.
  if (window.location.pathname.indexOf('/guest/') === 0) return;
  var signedIn = false;
  try {
    // A cookie, not localStorage: a page's first localStorage read can block for ~200 ms under load.
    signedIn = document.cookie.split('; ').indexOf('greenroom.signedIn=1') !== -1;
  } catch {
    // No cookies: the app asks anyway.
    signedIn = true;
  }
  var boot = (window.__greenroomBoot = {});
  var prerendered = Boolean(document.getElementById('greenroom-prerendered'));
  if (!document.getElementById('greenroom-config')) boot.config = fetch('/api/config', { headers: { Accept: 'application/json' } });
  var path = window.location.pathname;
  if (prerendered) holdClicks(boot);
  if (signedIn) {
    boot.refresh = fetch('/api/auth/refresh', { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } });
    if (!prerendered) startFirstCalls(boot, path, storedSession());
  }
  var linked = /^\/(space|booking)\/[^/]+\/?$/.test(path);
  var areas = [];
  if (!signedIn) {
    // The entry draws sign-in at /, a space or a booking link by itself (src/signIn); any other address is the full portal's.
    if (path !== '/' && !linked) areas.push('portal');
  } else if (path === '/' || path === '/home' || linked) {
    // A booking link opens the editor; the Guest List tab's chunk comes along, so opening it does not wait for a download.
    // A page the server drew is hydrated (src/portal/hydratePortal.tsx) rather than rendered.
    var shell = prerendered ? 'hydrate' : 'portal';
    if (path.indexOf('/booking/') === 0) areas.push(shell, 'main', 'bookingEditor', 'guestListTab');
    else areas.push(shell, 'main', 'bookingsList');
  } else {
    areas.push('portal', 'admin');
    if (path !== '/admin-menu') areas.push('adminScreen');
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

  // Holds clicks on the drawn page's controls (not its links, which work without a script) until
  // the app calls boot.releaseClicks once hydrated; React sees none of them before then.
  function holdClicks(boot) {
    var controls = 'button,summary,input[type="checkbox"],input[type="radio"],[role="button"],[role="tab"],[role="radio"],[role="switch"],[role="checkbox"],[role="menuitem"],[role="option"]';
    var held = [];
    var hold = function (event) {
      var control = event.target && event.target.closest ? event.target.closest(controls) : null;
      if (!control || !control.closest('#root')) return;
      event.preventDefault();
      event.stopPropagation();
      held.push(control);
    };
    document.addEventListener('click', hold, true);
    boot.releaseClicks = function () {
      document.removeEventListener('click', hold, true);
      return held.splice(0);
    };
  }

  // The session of the greenroom.session cookie while its token has a minute left, else null.
  function storedSession() {
    try {
      var prefix = 'greenroom.session=';
      var cookie = document.cookie.split('; ').filter(function (entry) {
        return entry.indexOf(prefix) === 0;
      })[0];
      var session = cookie ? JSON.parse(decodeURIComponent(cookie.slice(prefix.length))) : null;
      if (session && typeof session.idToken === 'string' && typeof session.producerID === 'string' && session.expiresAt > Date.now() + 60000) return session;
    } catch {
      // Unreadable: wait for the refresh.
    }
    return null;
  }

  // A link's first data calls, with the stored session's token, or else once the refresh names the
  // producer and hands the token: the space window's space, bookings, usage and projects; or the
  // projects, the booking and what the booking editor reads by its ID (usage, guests, deliveries),
  // then, once the booking names its space, that space's calls. Taken by the API adapter
  // (withBootGets in src/app/bootRequests.ts) for the same address and the same token or producer.
  function startFirstCalls(boot, path, stored) {
    var match = /^\/(space|booking)\/([^/]+)\/?$/.exec(path);
    if (!match) return;
    var id = decodeURIComponent(match[2]);
    boot.gets = [];
    var query = function (params) {
      return new URLSearchParams(params).toString();
    };
    var json = function (response) {
      return response.ok ? response.clone().json() : null;
    };
    var run = function (session) {
      if (!session || !session.idToken || !session.producerID) return;
      var headers = { Accept: 'application/json', Authorization: 'Bearer ' + session.idToken };
      var start = function (url) {
        var response = fetch(url, { headers: headers });
        boot.gets.push({ url: url, authorization: headers.Authorization, producerID: session.producerID, response: response });
        return response;
      };
      // The space's own calls: at once on a space link, after the booking on a booking link.
      var startSpace = function (spaceID) {
        start('/api/space?' + query({ spaceID: spaceID, producerID: session.producerID }));
        if (match[1] === 'space') start('/api/space/bookings/all?' + query({ spaceID: spaceID }));
        start('/api/space/usage?' + query({ spaceID: spaceID }));
        if (match[1] === 'booking') start('/api/calendars?' + query({ spaceID: spaceID }));
      };
      start('/api/projects-and-spaces?' + query({ producerID: session.producerID }));
      if (match[1] === 'space') return startSpace(id);
      var booking = start('/api/booking?' + query({ bookingID: id, producerID: session.producerID }));
      start('/api/booking/usage?' + query({ bookingID: id }));
      start('/api/attendees/all?' + query({ bookingID: id }));
      start('/api/email-deliveries?' + query({ bookingID: id }));
      return booking.then(json).then(function (record) {
        if (record && typeof record.spaceID === 'string' && record.spaceID) startSpace(record.spaceID);
      });
    };
    var started = stored
      ? new Promise(function (resolve) {
          resolve(run(stored));
        })
      : boot.refresh.then(json).then(function (answer) {
          return run(answer && answer.session);
        });
    started.catch(function () {
      // The app's own calls follow.
    });
  }
})();
