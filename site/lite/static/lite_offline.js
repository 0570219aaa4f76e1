// Live-play embeds (``play-live`` directive of lite_offline.py).
//
// The page shows one placeholder per game: a static picture of the app's first screen and a
// "Play" button. Nothing of Python is requested before the reader presses it. Then the
// Voici iframe takes the placeholder's place, with a "Starting Python… N s" status until the
// app's widgets are on screen; the frame is kept exactly as tall as its content (no inner
// scroll bar, no blank box), and gets the focus once the app is ready.
// The iframe is same-origin (the Lite site is part of this site), so we can look inside.
(function () {
  "use strict";
  const READY_SELECTOR = ".jupyter-widgets, .widget-button, .jp-OutputArea-output .lm-Widget";
  const ERROR_SELECTOR = '[data-mime-type="application/vnd.jupyter.error"], [data-mime-type="application/vnd.jupyter.stderr"]';
  const MIN_LOADING_PX = 240;

  function el(tag, cls, attrs) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    Object.entries(attrs || {}).forEach(function (kv) { node.setAttribute(kv[0], kv[1]); });
    return node;
  }

  // Voici draws the app in a JupyterLab shell: absolutely positioned Lumino panels filling
  // the frame, the notebook inside one scrolling panel. That panel is the scroller whose
  // content decides the height; without one (another app), the document itself.
  function findScroller(doc) {
    const cells = doc.querySelector(".jp-Cell, .jp-Notebook-cell, .jupyter-widgets");
    for (let e = cells && cells.parentElement; e && e !== doc.body; e = e.parentElement) {
      const oy = doc.defaultView.getComputedStyle(e).overflowY;
      if (oy === "auto" || oy === "scroll") return e;
    }
    return null;
  }

  // The frame height (border box) at which the whole app shows with nothing to scroll.
  function neededHeight(frame, doc) {
    const root = doc.documentElement;
    const chrome = frame.offsetHeight - frame.clientHeight; // the frame's borders
    const scroller = findScroller(doc);
    if (!scroller) return Math.ceil(root.scrollHeight + chrome);
    const view = doc.defaultView;
    let bottom = 0;
    for (const child of scroller.children) {
      const cs = view.getComputedStyle(child);
      if (cs.display === "none" || cs.position === "absolute" || cs.position === "fixed") continue;
      const r = child.getBoundingClientRect();
      bottom = Math.max(bottom, r.bottom + (parseFloat(cs.marginBottom) || 0));
    }
    const sr = scroller.getBoundingClientRect();
    const inner = bottom - sr.top + scroller.scrollTop
      + (parseFloat(view.getComputedStyle(scroller).paddingBottom) || 0);
    // What the shell puts around the scroller (nothing in Voici's shell today).
    const around = frame.clientHeight - scroller.clientHeight;
    return Math.ceil(Math.max(inner, 0) + around + chrome);
  }

  // Keep the frame as tall as its content: ResizeObserver on the app's <html>, <body>, its
  // scrolling panel and that panel's content; a MutationObserver as a fallback (new
  // outputs, a panel that appears later), and a re-check on the frame's own resize (a new
  // width changes the content's height).
  function autosize(box, frame, minHeight) {
    let doc = null;
    let ro = null;
    let mo = null;
    let queued = false;
    const watched = new Set();

    function observeAll() {
      if (!ro || !doc) return;
      const targets = [doc.documentElement, doc.body];
      const scroller = findScroller(doc);
      if (scroller) targets.push(scroller, ...scroller.children);
      targets.forEach(function (t) {
        if (t && !watched.has(t)) { watched.add(t); ro.observe(t); }
      });
    }
    function apply() {
      queued = false;
      if (!doc || !doc.body) return;
      const ready = box.dataset.liveState === "ready" || box.dataset.liveState === "error";
      const content = findScroller(doc) ? neededHeight(frame, doc) : 0;
      const h = ready ? content : Math.max(minHeight, content);
      if (h > 0 && Math.abs(frame.offsetHeight - h) >= 1) frame.style.height = h + "px";
      box.dataset.liveHeight = String(Math.round(frame.offsetHeight));
    }
    function schedule() {
      if (!queued) {
        queued = true;
        requestAnimationFrame(apply);
      }
    }
    function attach() {
      let d = null;
      try { d = frame.contentDocument; } catch (e) { return; } // cross-origin: keep the fixed height
      if (!d || d === doc || !d.documentElement) return;
      doc = d;
      watched.clear();
      if (ro) ro.disconnect();
      if (mo) mo.disconnect();
      // The app's own document never scrolls: the frame follows its height instead.
      doc.documentElement.style.overflowY = "hidden";
      if (window.ResizeObserver) ro = new ResizeObserver(schedule);
      mo = new MutationObserver(function () { observeAll(); schedule(); });
      mo.observe(doc, { subtree: true, childList: true, attributes: true, characterData: true });
      observeAll();
      schedule();
    }
    frame.addEventListener("load", attach);
    if (window.ResizeObserver) new ResizeObserver(schedule).observe(frame);
    box.__liveResize = schedule;
    return attach;
  }

  function start(box) {
    if (box.dataset.liveState !== "idle") return;
    const placeholder = box.querySelector(".live-play-placeholder");
    const src = box.dataset.liveSrc;
    if (!placeholder || !src) return;
    const hadFocus = placeholder.contains(document.activeElement);
    // The frame's height while Python starts: the :height: option, else the placeholder's.
    const asked = parseFloat(box.dataset.liveHeight || "");
    const minHeight = Math.max(MIN_LOADING_PX,
      Math.round(isFinite(asked) && asked > 0 ? asked : placeholder.getBoundingClientRect().height));

    const status = el("div", "live-play-status", { role: "status", "aria-live": "polite", tabindex: "-1" });
    const spinner = el("span", "live-play-spinner", { "aria-hidden": "true" });
    const text = el("span", "live-play-status-text");
    text.textContent = box.dataset.liveStatusText || "Starting Python in your browser…";
    const elapsed = el("span", "live-play-elapsed");
    status.append(spinner, text, elapsed);
    const frame = el("iframe", "live-play-frame", {
      title: "Live game (runs Python in your browser)",
      width: box.dataset.liveWidth || "100%",
    });
    frame.style.height = minHeight + "px";
    const attach = autosize(box, frame, minHeight);
    box.dataset.liveState = "loading";
    frame.src = src;
    placeholder.replaceWith(status, frame);
    if (hadFocus) status.focus({ preventScroll: true });
    watch(box, frame, status, text, elapsed, attach);
  }

  function focusApp(frame) {
    try {
      const doc = frame.contentDocument;
      const target = doc && doc.querySelector(
        "button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])");
      frame.focus({ preventScroll: true });
      if (target) target.focus({ preventScroll: true });
    } catch (e) {
      frame.focus({ preventScroll: true });
    }
  }

  function watch(box, frame, status, text, elapsed, attach) {
    const t0 = performance.now();
    const timer = setInterval(function () {
      const secs = (performance.now() - t0) / 1000;
      let doc = null;
      try { doc = frame.contentDocument; } catch (e) { /* cross-origin: cannot look */ }
      if (doc && doc.readyState !== "loading") attach();
      if (doc && doc.querySelector(ERROR_SELECTOR)) {
        box.dataset.liveState = "error";
        text.textContent = "Python stopped with an error: see the game frame below.";
        elapsed.textContent = "";
        clearInterval(timer);
        if (box.__liveResize) box.__liveResize();
        return;
      }
      if (doc && doc.querySelector(READY_SELECTOR)) {
        box.dataset.liveState = "ready";
        box.dataset.liveReadyMs = String(Math.round(performance.now() - t0));
        text.textContent = "Live: Python is running in your browser.";
        elapsed.textContent = "(started in " + secs.toFixed(1) + " s)";
        clearInterval(timer);
        if (box.__liveResize) box.__liveResize();
        // Give the reader the game: focus its first control (the frame, at least).
        const active = document.activeElement;
        if (!active || active === document.body || active === status || box.contains(active)) {
          focusApp(frame);
        }
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
    document.querySelectorAll(".live-play").forEach(function (box) {
      const placeholder = box.querySelector(".live-play-placeholder");
      if (!placeholder) return;
      // The button, and the picture too (a click on the picture is a click on Play).
      placeholder.addEventListener("click", function () { start(box); });
    });
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
