// Live-play embeds (``play-live`` directive of lite_offline.py).
//
// The page shows one placeholder per game: a "Play" button above a static picture of the
// app's first screen. Nothing of Python is requested before the reader presses it. Then the
// Voici iframe takes the placeholder's place, with a "Starting Python… N s" status until the
// app's widgets are on screen; the frame is kept exactly as tall as its content (no inner
// scroll bar, no blank box), and gets the focus once the app is ready.
// The app's current question: an app may mark it with ``data-live-question`` (a number that
// changes with each new question; games_lib's live games put it on their status, inside the
// ``.game-now`` part that holds the question and its controls). After Python starts and after
// every move, the page scrolls so that this part is in view, under the sticky header.
// The app follows the site's theme: in the dark theme, the frame's document gets
// ``data-live-theme="dark"`` and dark JupyterLab colours (games_lib's pictures keep their
// light "paper").
// Intent: when the reader reaches for Play (the pointer rests on it, or it gets the focus),
// the app starts at once, hidden under the placeholder, so that the click finds Python already
// on its way; the figures of the live start stay measured from the click
// (benchmarks/bench_live.py --intent hover). Not with Data Saver on or on a 2G connection:
// there only the click starts it. A page merely viewed or scrolled fetches nothing of Python.
// The iframe is same-origin (the Lite site is part of this site), so we can look inside.
(function () {
  "use strict";
  const READY_SELECTOR = ".jupyter-widgets, .widget-button, .jp-OutputArea-output .lm-Widget";
  const ERROR_SELECTOR = '[data-mime-type="application/vnd.jupyter.error"], [data-mime-type="application/vnd.jupyter.stderr"]';
  const MIN_LOADING_PX = 240;
  const INTENT_DWELL_MS = 80; // the pointer rests on Play this long: the reader reaches for it
  const QUESTION_SELECTOR = "[data-live-question]";
  const QUESTION_MARGIN_PX = 8;
  const QUESTION_SETTLE_MS = 1200; // a new question's controls come just after it
  const ARROW = (fill) => 'url("data:image/svg+xml;charset=utf8,' + encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 18 18"><path d="M5.2 5.9 9 9.7l3.8-3.8L14 7.1l-5 5-5-5z" fill="' +
    fill + '"/></svg>') + '")';
  // JupyterLab's colours, dark, for the app's document (its light theme defines them on :root).
  function darkCss(bg) {
    return ':root[data-live-theme="dark"] {' +
      "color-scheme: dark;" +
      "--jp-layout-color0: " + bg + "; --jp-layout-color1: " + bg + ";" +
      "--jp-layout-color2: #33383d; --jp-layout-color3: #4a5056; --jp-layout-color4: #5f666d;" +
      "--jp-ui-font-color0: #ffffff; --jp-ui-font-color1: #e8e8e8; --jp-ui-font-color2: #c8c8c8; --jp-ui-font-color3: #a8a8a8;" +
      "--jp-content-font-color0: #ffffff; --jp-content-font-color1: #e8e8e8; --jp-content-font-color2: #c8c8c8; --jp-content-font-color3: #a8a8a8;" +
      "--jp-border-color0: #7a7a7a; --jp-border-color1: #6a6a6a; --jp-border-color2: #555555; --jp-border-color3: #444444;" +
      "--jp-widgets-color: #e8e8e8; --jp-widgets-label-color: #e8e8e8; --jp-widgets-readout-color: #e8e8e8;" +
      "--jp-widgets-input-color: #f0f0f0; --jp-widgets-input-background-color: #2a2f34; --jp-widgets-input-border-color: #8a8a8a;" +
      "--jp-widgets-input-focus-border-color: #6cb6ff;" +
      "--jp-widgets-dropdown-arrow: " + ARROW("#e8e8e8") + ";" +
      "--jp-cell-editor-background: #2a2f34; --jp-rendermime-error-background: #4a1518;" +
      "}" +
      ':root[data-live-theme="dark"] body { background: ' + bg + "; color: #e8e8e8; }" +
      ':root[data-live-theme="dark"] .widget-dropdown > select { background-color: #2a2f34; color: #f0f0f0; }' +
      ':root[data-live-theme="dark"] .jupyter-button:not([class*="mod-"]) { background-color: #33383d; color: #f0f0f0; border: 1px solid #8a8a8a; }';
  }

  // The site's theme, as the page shows it now: "dark" or "light" (the theme's switch resolves
  // "auto" from the reader's prefers-color-scheme into data-theme).
  function siteTheme() {
    const t = document.documentElement.dataset.theme;
    if (t === "dark" || t === "light") return t;
    return window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }

  function applyTheme(frame) {
    let doc = null;
    try { doc = frame.contentDocument; } catch (e) { return; }
    if (!doc || !doc.documentElement) return;
    const theme = siteTheme();
    const root = doc.documentElement;
    if (root.dataset.liveTheme !== theme) root.dataset.liveTheme = theme;
    if (theme === "dark" && !doc.getElementById("live-play-theme") && doc.head) {
      const style = doc.createElement("style");
      style.id = "live-play-theme";
      const bg = getComputedStyle(document.body).backgroundColor || "#121212";
      style.textContent = darkCss(bg);
      doc.head.appendChild(style);
    }
  }

  // The sticky/fixed bars at the top of the page (the theme's header): what covers the top of
  // the view.
  function topCover() {
    let cover = 0;
    document.querySelectorAll(".bd-header, .bd-header-article, header").forEach(function (e) {
      const cs = getComputedStyle(e);
      if (cs.position !== "sticky" && cs.position !== "fixed") return;
      const r = e.getBoundingClientRect();
      if (r.height > 0 && r.top <= 1 && r.bottom > 0) cover = Math.max(cover, r.bottom);
    });
    return cover;
  }

  // Keep the app's current question (and its controls) in view: when the app shows a new
  // question (``data-live-question`` changed), and for a moment after (its controls and the
  // frame's height follow its status), if the part that holds it is not wholly in view, scroll
  // the page so that its top sits just under the header.
  function keepQuestionInView(box, frame, doc) {
    if (box.dataset.liveState !== "ready") return;
    const q = doc.querySelector(QUESTION_SELECTOR);
    if (!q) return;
    const n = q.getAttribute("data-live-question");
    const t = performance.now();
    if (box.dataset.liveQuestion !== n) {
      const first = box.dataset.liveQuestion === undefined;
      box.dataset.liveQuestion = n;
      // not at the start if the reader went elsewhere on the page while Python started
      box.__questionUntil = first && box.__readerScrolled ? 0 : t + QUESTION_SETTLE_MS;
      [120, 350, 800].forEach(function (ms) { setTimeout(function () { if (box.__liveResize) box.__liveResize(); }, ms); });
    }
    if (!(t < (box.__questionUntil || 0))) return;
    const part = q.closest(".game-now") || q;
    const fr = frame.getBoundingClientRect();
    const r = part.getBoundingClientRect();
    const top = fr.top + frame.clientTop + r.top;
    const bottom = fr.top + frame.clientTop + r.bottom;
    const cover = topCover();
    if (top >= cover + QUESTION_MARGIN_PX - 1 && bottom <= window.innerHeight - QUESTION_MARGIN_PX) return;
    if (Math.abs(top - cover - QUESTION_MARGIN_PX) < 2) return; // already at the top: taller than the view
    window.scrollBy({ top: top - cover - QUESTION_MARGIN_PX, left: 0, behavior: "auto" });
    box.dataset.liveScrolled = String(Number(box.dataset.liveScrolled || "0") + 1);
  }

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
      applyTheme(frame);
      keepQuestionInView(box, frame, doc);
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
      applyTheme(frame);
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

  // The live frame of a box, made once (on intent or on the click): its height while Python
  // starts is the :height: option, else the placeholder's.
  function liveFrame(box, placeholder) {
    if (box.__live) return box.__live;
    const asked = parseFloat(box.dataset.liveHeight || "");
    const minHeight = Math.max(MIN_LOADING_PX,
      Math.round(isFinite(asked) && asked > 0 ? asked : placeholder.getBoundingClientRect().height));
    const frame = el("iframe", "live-play-frame", {
      title: "Live game (runs Python in your browser)",
      width: box.dataset.liveWidth || "100%",
    });
    frame.style.height = minHeight + "px";
    box.__live = { frame: frame, attach: autosize(box, frame, minHeight) };
    return box.__live;
  }

  // Data Saver on, or a 2G connection: nothing starts before the click.
  function saveData() {
    const c = navigator.connection;
    return !!(c && (c.saveData || /(^|-)2g$/.test(c.effectiveType || "")));
  }

  // The reader reaches for Play: start the app now, hidden under the placeholder (not moved
  // later: moving an iframe reloads it), out of the focus order, until the click shows it.
  function prestart(box) {
    if (box.dataset.liveState !== "idle" || box.__live || saveData()) return;
    const placeholder = box.querySelector(".live-play-placeholder");
    const src = box.dataset.liveSrc;
    if (!placeholder || !src) return;
    const frame = liveFrame(box, placeholder).frame;
    frame.classList.add("live-play-frame-early");
    frame.setAttribute("inert", "");
    frame.setAttribute("aria-hidden", "true");
    frame.setAttribute("tabindex", "-1");
    box.dataset.livePrestarted = "true";
    frame.src = src;
    placeholder.after(frame);
  }

  function start(box) {
    if (box.dataset.liveState !== "idle") return;
    const placeholder = box.querySelector(".live-play-placeholder");
    const src = box.dataset.liveSrc;
    if (!placeholder || !src) return;
    const hadFocus = placeholder.contains(document.activeElement);
    const early = !!box.__live;
    const live = liveFrame(box, placeholder);
    const frame = live.frame;
    const attach = live.attach;

    const status = el("div", "live-play-status", { role: "status", "aria-live": "polite", tabindex: "-1" });
    const spinner = el("span", "live-play-spinner", { "aria-hidden": "true" });
    const text = el("span", "live-play-status-text");
    text.textContent = box.dataset.liveStatusText || "Starting Python in your browser…";
    const elapsed = el("span", "live-play-elapsed");
    status.append(spinner, text, elapsed);
    box.dataset.liveState = "loading";
    // A reader who scrolls away while Python starts is not brought back when it is ready.
    const moved = function () { box.__readerScrolled = true; };
    ["wheel", "touchmove"].forEach(function (t) { window.addEventListener(t, moved, { passive: true }); });
    box.__stopWatchingReader = function () {
      ["wheel", "touchmove"].forEach(function (t) { window.removeEventListener(t, moved); });
    };
    if (early) {  // started on intent: already in place, now shown
      placeholder.replaceWith(status);
      frame.classList.remove("live-play-frame-early");
      ["inert", "aria-hidden", "tabindex"].forEach(function (a) { frame.removeAttribute(a); });
    } else {
      frame.src = src;
      placeholder.replaceWith(status, frame);
    }
    if (hadFocus) status.focus({ preventScroll: true });
    box.__placeholder = placeholder;
    watch(box, frame, status, text, elapsed, attach);
  }

  // A start that is slow (past data-live-slow-after seconds, 90 by default) or that stopped
  // with an error offers "Start again": a fresh frame in place of this one, the Play button's
  // start once more (the files Python needs are in the browser's cache by then).
  function offerRestart(box, frame, status) {
    if (status.querySelector(".live-play-restart")) return;
    const again = el("button", "live-play-restart", { type: "button" });
    again.textContent = "Start again";
    again.addEventListener("click", function () {
      clearInterval(box.__liveTimer);
      if (box.__stopWatchingReader) box.__stopWatchingReader();
      frame.remove();
      box.__live = null;
      delete box.dataset.livePrestarted;
      box.dataset.liveState = "idle";
      status.replaceWith(box.__placeholder);
      start(box);
      const fresh = box.querySelector(".live-play-status");
      if (fresh) fresh.focus({ preventScroll: true });
    });
    status.append(again);
  }

  const CONTROLS = "button:not([disabled]), select:not([disabled]), input:not([disabled])";
  const FOCUSABLE = CONTROLS + ", [tabindex]:not([tabindex='-1'])";

  function focusApp(frame) {
    try {
      const doc = frame.contentDocument;
      // The first control of the current question, else the app's first control (a button, a
      // menu, a box to type in: not a picture's scrolling frame), else anything focusable.
      const target = doc && (doc.querySelector(".game-now :is(" + CONTROLS + ")") || doc.querySelector(CONTROLS)
                             || doc.querySelector(FOCUSABLE));
      frame.focus({ preventScroll: true });
      if (target) target.focus({ preventScroll: true });
    } catch (e) {
      frame.focus({ preventScroll: true });
    }
  }

  function watch(box, frame, status, text, elapsed, attach) {
    const t0 = performance.now();
    let timer = null;
    const tick = function () {
      const secs = (performance.now() - t0) / 1000;
      let doc = null;
      try { doc = frame.contentDocument; } catch (e) { /* cross-origin: cannot look */ }
      if (doc && doc.readyState !== "loading") attach();
      if (doc && doc.querySelector(ERROR_SELECTOR)) {
        box.dataset.liveState = "error";
        text.textContent = "Python stopped with an error: see the game frame below.";
        elapsed.textContent = "";
        clearInterval(timer);
        offerRestart(box, frame, status);
        if (box.__liveResize) box.__liveResize();
        return;
      }
      if (doc && doc.querySelector(READY_SELECTOR)) {
        box.dataset.liveState = "ready";
        const again = status.querySelector(".live-play-restart");
        if (again) again.remove();
        box.dataset.liveReadyMs = String(Math.round(performance.now() - t0));
        if (box.__stopWatchingReader) box.__stopWatchingReader();
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
      const slowAfter = parseFloat(box.dataset.liveSlowAfter || "90");
      if (secs > slowAfter && box.dataset.liveState === "loading") {
        box.dataset.liveState = "slow";
        text.textContent = "Still starting Python… (slow device or connection)";
        offerRestart(box, frame, status);
      }
    };
    timer = box.__liveTimer = setInterval(tick, 100);
    tick();  // an app started on intent may be ready already
  }

  function init() {
    // The site's theme switch (and a change of the reader's colour scheme) reach the live apps.
    const retheme = function () {
      document.querySelectorAll("iframe.live-play-frame").forEach(applyTheme);
    };
    new MutationObserver(retheme).observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
    if (window.matchMedia) {
      const mq = window.matchMedia("(prefers-color-scheme: dark)");
      if (mq.addEventListener) mq.addEventListener("change", retheme);
    }
    document.querySelectorAll(".live-play").forEach(function (box) {
      const placeholder = box.querySelector(".live-play-placeholder");
      if (!placeholder) return;
      // The button, and the picture too (a click on the picture is a click on Play).
      placeholder.addEventListener("click", function () { start(box); });
      // Intent: the focus on Play, or the pointer resting on it (a pointer that only passes
      // over it on its way elsewhere starts nothing).
      const button = placeholder.querySelector(".live-play-button");
      if (!button) return;
      let dwell = null;
      button.addEventListener("focus", function () { prestart(box); });
      button.addEventListener("pointerenter", function () {
        clearTimeout(dwell);
        dwell = setTimeout(function () { prestart(box); }, INTENT_DWELL_MS);
      });
      button.addEventListener("pointerleave", function () { clearTimeout(dwell); });
    });
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
