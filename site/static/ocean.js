// Ocean Games rules book: small fixes on top of Sphinx's search page.
//
// Sphinx's search shows, under each result, a snippet of the page around the searched
// word. Two things spoil it with this theme: the snippet is cut from the whole main block,
// which starts with the article header buttons (so a page's snippet reads "....md"), and
// the word is looked for in its stemmed form ("sanctuari"), which is not in the text.
// Here the snippet is cut from the article body, around the words as typed.
(function () {
  "use strict";
  document.addEventListener("DOMContentLoaded", function () {
    if (typeof Search === "undefined" || typeof Search.makeSearchSummary !== "function") return;

    var dropped = [".headerlink", "script", "style", ".bd-header-article", ".prev-next-area", ".dropdown-menu"];
    Search.htmlToText = function (htmlString, anchor) {
      var doc = new DOMParser().parseFromString(htmlString, "text/html");
      dropped.forEach(function (q) {
        doc.querySelectorAll(q).forEach(function (el) { el.remove(); });
      });
      var root = null;
      if (anchor) {
        try { root = doc.querySelector('[role="main"] ' + anchor); } catch (e) { root = null; }
      }
      root = root || doc.querySelector("article.bd-article") || doc.querySelector('[role="main"]');
      return root ? root.textContent.replace(/\s+/g, " ").trim() : "";
    };

    var typed = (new URLSearchParams(window.location.search).get("q") || "")
      .toLowerCase().split(/\s+/).filter(function (w) { return w.length > 1; });
    var summary = Search.makeSearchSummary;
    Search.makeSearchSummary = function (htmlText, keywords, anchor) {
      var words = new Set(typed);
      (keywords || []).forEach(function (k) { words.add(k); });
      return summary.call(this, htmlText, words, anchor);
    };
  });
})();

// The theme's sidebar opens and closes a section with a <summary> that holds only a chevron
// icon: screen readers announce it with no name. Name it after its section.
(function () {
  "use strict";
  function nameToggles() {
    document.querySelectorAll("details > summary").forEach(function (summary) {
      if (summary.textContent.trim() || summary.hasAttribute("aria-label")) return;
      const details = summary.parentElement;
      let link = details.previousElementSibling;
      if (!link || link.tagName !== "A") link = details.parentElement && details.parentElement.querySelector(":scope > a");
      const section = link ? link.textContent.trim() : "";
      summary.setAttribute("aria-label", section ? "Pages under " + section : "Show or hide the pages under this section");
    });
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", nameToggles);
  } else {
    nameToggles();
  }
})();

// A picture whose layout carries a rule (a reef row, a reef grid) never reflows: on a narrow
// screen it scrolls sideways inside its own frame. Say so, in words, under each frame that
// does (and take the words away when the frame fits again). A frame is looked at again
// whenever its size changes (the window, the sidebars, a fold that opens).
(function () {
  "use strict";
  var HINT = "gp-scroll-hint";
  function update(f) {
    var next = f.nextElementSibling;
    var has = !!(next && next.classList.contains(HINT));
    var scrolls = f.clientWidth > 0 && f.scrollWidth > f.clientWidth + 1;
    if (scrolls && !has) {
      var p = document.createElement("p");
      p.className = HINT;
      p.textContent = "Scroll sideways to see the whole picture \u2192";
      f.insertAdjacentElement("afterend", p);
    } else if (!scrolls && has) {
      next.remove();
    }
  }
  function all() { document.querySelectorAll(".gp-fixed").forEach(update); }
  document.addEventListener("DOMContentLoaded", function () {
    all();
    if (!("ResizeObserver" in window)) return;
    var seen = new ResizeObserver(function (entries) {
      // after this frame's layout, so that adding a line of words never re-enters the observer
      window.requestAnimationFrame(function () { entries.forEach(function (e) { update(e.target); }); });
    });
    document.querySelectorAll(".gp-fixed").forEach(function (f) { seen.observe(f); });
  });
  window.addEventListener("load", all);
  window.addEventListener("resize", all);
})();
