// Tell require.js where the widget manager lives, before embed-amd.js loads.
// The bundle defines named AMD modules ("@jupyter-widgets/base", ...) and computes the
// URLs of its fonts from each module's path: map those names onto the folder that
// holds embed-amd.js and its fonts (_static/widgets/html-manager/), relative to this
// script so that pages at any depth and sites under a sub-path keep working.
(function () {
  "use strict";
  var here = (document.currentScript && document.currentScript.src) || window.location.href;
  var dir = new URL("widgets/html-manager", here).href;
  window.require.config({
    paths: {
      "@jupyter-widgets": dir,
      "@jupyter-widgets/html-manager/dist": dir
    }
  });
})();
