// Live-play embeds (``play-live`` directive of lite_offline.py): show "Starting Python…"
// with elapsed seconds until the Voici app inside the iframe has rendered its widgets.
// The iframe is same-origin (the Lite site is part of this site), so we can look inside.
(function () {
  "use strict";
  const READY_SELECTOR = ".jupyter-widgets, .widget-button, .jp-OutputArea-output .lm-Widget";
  const ERROR_SELECTOR = '[data-mime-type="application/vnd.jupyter.error"], [data-mime-type="application/vnd.jupyter.stderr"]';

  function watch(box) {
    const frame = box.querySelector("iframe.live-play-frame");
    const text = box.querySelector(".live-play-status-text");
    const elapsed = box.querySelector(".live-play-elapsed");
    if (!frame || !text) return;
    const t0 = performance.now();
    const timer = setInterval(function () {
      const secs = (performance.now() - t0) / 1000;
      let doc = null;
      try { doc = frame.contentDocument; } catch (e) { /* cross-origin: cannot look */ }
      if (doc && doc.querySelector(ERROR_SELECTOR)) {
        box.dataset.liveState = "error";
        text.textContent = "Python stopped with an error: see the game frame below.";
        elapsed.textContent = "";
        clearInterval(timer);
        return;
      }
      if (doc && doc.querySelector(READY_SELECTOR)) {
        box.dataset.liveState = "ready";
        box.dataset.liveReadyMs = String(Math.round(performance.now() - t0));
        text.textContent = "Live: Python is running in your browser.";
        elapsed.textContent = "(started in " + secs.toFixed(1) + " s)";
        clearInterval(timer);
        return;
      }
      elapsed.textContent = secs.toFixed(0) + " s";
      if (secs > 90 && box.dataset.liveState === "loading") {
        box.dataset.liveState = "slow";
        text.textContent = "Still starting Python… (slow device or connection)";
      }
    }, 100);
  }

  function init() {
    document.querySelectorAll(".live-play").forEach(watch);
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
