/* PawBazaar's Web Push handlers, loaded by the service worker (public/sw.js: importScripts("/sw-push.js")).
 * The payload is JSON { title, body, url, tag, badge? } written by lib/push/texts.ts in the reader's
 * language; it never carries a message's text. A notification with the same tag (one conversation, one
 * order) replaces the one before. A click focuses a window of the app on the notification's page, or
 * opens one. */
(function () {
  "use strict";
  var ICON = "/icons/icon-192.png";

  /** The notification's page on this site, or the home page for anything else. */
  function sameOriginUrl(url) {
    try {
      var u = new URL(url || "/", self.location.origin);
      return u.origin === self.location.origin ? u.href : self.location.origin + "/";
    } catch {
      return self.location.origin + "/";
    }
  }

  function readPayload(event) {
    if (!event.data) return null;
    try {
      var p = event.data.json();
      return p && typeof p.title === "string" ? p : null;
    } catch {
      return null;
    }
  }

  self.addEventListener("push", function (event) {
    var p = readPayload(event);
    // A push must show a notification (browsers penalise a silent one); an unreadable payload shows the site's name.
    var title = p ? p.title : "PawBazaar";
    var options = {
      body: p && typeof p.body === "string" ? p.body : "",
      tag: p && typeof p.tag === "string" ? p.tag : undefined,
      renotify: !!(p && p.tag),
      icon: ICON,
      data: { url: sameOriginUrl(p && p.url) },
    };
    if (p && typeof p.badge === "string") options.badge = p.badge;
    event.waitUntil(self.registration.showNotification(title, options));
  });

  /** Brings a window forward; outside a notification click the browser refuses, and the window stays as it is. */
  function focus(w) {
    return w.focus().then(
      function (focused) {
        return focused || w;
      },
      function () {
        return w;
      },
    );
  }

  /** Focuses a window of the app showing the url, else one of the app's windows navigated there, else a new one. */
  function openPage(url) {
    return self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(function (windows) {
      var i;
      for (i = 0; i < windows.length; i++) {
        if (windows[i].url === url) return focus(windows[i]);
      }
      for (i = 0; i < windows.length; i++) {
        // Only a window this worker controls can be navigated by it.
        if (new URL(windows[i].url).origin === self.location.origin && "navigate" in windows[i]) {
          return focus(windows[i])
            .then(function (w) {
              return w.navigate(url);
            })
            .then(
              function (w) {
                return w || self.clients.openWindow(url);
              },
              // A window it does not control (opened before the worker took over): a new one instead.
              function () {
                return self.clients.openWindow(url);
              },
            );
        }
      }
      return self.clients.openWindow(url);
    });
  }

  self.addEventListener("notificationclick", function (event) {
    event.notification.close();
    var url = sameOriginUrl(event.notification.data && event.notification.data.url);
    event.waitUntil(openPage(url));
  });

  // For tests and the page: the click handler's work without a click (CDP cannot click a notification).
  self.__pawbazaarOpenPage = openPage;
})();
