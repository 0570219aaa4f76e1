"""Self-checked exercises and printable handouts, for any game (the classroom kit's shape).

A game's ``kit`` module builds :class:`Exercise` objects (from a seed, every answer computed
by the game's own rules) and hands them to the parts here; :mod:`.kit` holds the builders that
do it for every game (the exercises from the game's makers, the quiz and answer key, the quick
reference, the card sheet's pages):

==========================  ================================================================
``Exercise``                one question: words, an optional picture, its kind (``"number"``,
                            ``"choice"``, ``"many"``), the choices, the answer, the worked
                            explanation, and ``check(answer) -> (right, feedback)``
``quiz_html(exercises)``    the exercises as HTML forms checked in the reader's browser by a
                            small inline script: no Python, no request to any host
``answer_key(exercises)``   a printable table: each question, its answer and the working
``KitTable``                a :class:`~.draw.Table` that keeps line breaks and carries the
                            kit's compact print style
``Handout``                 several titled blocks (tables, pictures) shown as one output
``KIT_CSS``                 the kit's style (compact tables, A4 card sheets, quiz forms);
                            every kit output carries it, so a page needs nothing else
==========================  ================================================================

The browser and :meth:`Exercise.check` decide alike: the page holds the same answer and the
same feedback strings that ``check`` returns. Answers sit in plain ``data-`` attributes (a
classroom aid, not an exam).

>>> ex = Exercise("toy-1", 1, "How many legs has a sea star?", "number", 5,
...               "Most sea stars have five arms.")
>>> ex.check("5")
(True, 'Right! Most sea stars have five arms.')
>>> ex.check(4)
(False, 'Not quite. Your answer is too low. Try again, or press “Show the answer”.')
>>> ex.solution
'The answer is 5. Most sea stars have five arms.'
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from html import escape
from typing import Any, Iterable, Mapping, Optional, Sequence

from .checks import need_seq, wrong
from .draw import Table
from .scoring import fmt

KINDS = ("number", "choice", "many")

RIGHT = "Right! "
WRONG = "Not quite. "
AGAIN = "Try again, or press \u201cShow the answer\u201d."
"""The end of every wrong answer's feedback: the student tries again; the answer waits for a click."""
SHOW = "Show the answer"
NUMBER_FIRST = "Type a number first."
CHOICE_FIRST = "Pick one of the choices first."
TOO_HIGH = "Your answer is too high."
TOO_LOW = "Your answer is too low."
NOT_THIS = "That is not the right choice."


def many_words(extra: int, missed: int) -> str:
    """What is wrong with a set of ticks: how many are ticked that should not be, how many are
    missing (the quiz's script says it the same way).

    >>> many_words(1, 0), many_words(2, 1), many_words(0, 3)
    ('1 of your ticks is wrong.', '2 of your ticks are wrong and 1 right one is missing.', '3 right ones are missing.')
    """
    parts = []
    if extra:
        parts.append(f"{extra} of your ticks {'is' if extra == 1 else 'are'} wrong")
    if missed:
        parts.append(f"{missed} right {'one is' if missed == 1 else 'ones are'} missing")
    return " and ".join(parts) + "."


def parse_number(answer: Any) -> Optional[float]:
    """A typed answer as a number (``"−3"`` with a real minus sign, ``" 4 "``, ``"2,5"``), or
    ``None`` when it is not a number.

    >>> parse_number("\u22123"), parse_number(" 4 "), parse_number("2,5"), parse_number("four")
    (-3.0, 4.0, 2.5, None)
    """
    if isinstance(answer, bool):
        return None
    if isinstance(answer, (int, float)):
        return float(answer)
    s = str(answer).replace("\u2212", "-").replace(",", ".")
    s = "".join(s.split())
    try:
        return float(s)
    except ValueError:
        return None


@dataclass(frozen=True)
class Exercise:
    """One self-checked question.

    ``answer`` is a number (kind ``"number"``), one of ``choices`` (``"choice"``) or a tuple
    of the right ``choices`` (``"many"``: all of them, and only them). ``explanation`` is the
    working (an itemised score, or the rule that decides). ``picture`` is an optional
    :class:`~.draw.Picture` shown under the words. ``choice_feedback`` adds a sentence for
    a given choice (e.g. why that wrong choice is wrong). ``topic`` names the generator and
    ``given`` holds the objects the question is about, so a test can recompute the answer
    through the game's public API.
    """

    id: str
    level: int
    question: str
    kind: str
    answer: Any
    explanation: str
    choices: tuple = ()
    picture: Any = None
    topic: str = ""
    given: Mapping = field(default_factory=dict, compare=False, repr=False)
    choice_feedback: Mapping = field(default_factory=dict, compare=False, repr=False)
    signed: bool = True
    hint: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"kind must be one of {KINDS}, not {self.kind!r}")
        if self.kind == "choice" and self.answer not in self.choices:
            raise ValueError(f"{self.id}: the answer {self.answer!r} is not one of the choices")
        if self.kind == "many" and not set(self.answer) <= set(self.choices):
            raise ValueError(f"{self.id}: an answer is not one of the choices")

    # ------------------------------------------------------------------ feedback
    @property
    def answer_text(self) -> str:
        """The answer as a teacher reads it out."""
        if self.kind == "number":
            return fmt(self.answer)
        if self.kind == "many":
            return "; ".join(self.answer) if self.answer else "none of them"
        return str(self.answer)

    @property
    def right_feedback(self) -> str:
        return RIGHT + self.explanation

    @property
    def solution(self) -> str:
        """The answer and its working, shown on request ("Show the answer")."""
        return f"The answer is {self.answer_text}. " + self.explanation

    def try_again(self, what: str) -> str:
        """A wrong answer's feedback: what is wrong, the hint, and "try again"."""
        return WRONG + what + (" " + self.hint if self.hint else "") + " " + AGAIN

    def check(self, answer: Any) -> tuple[bool, str]:
        """Whether ``answer`` is right, and the feedback a reader gets (the same text the
        browser shows). A number may be typed as text; a choice is its text or its index;
        ``"many"`` takes the chosen texts (or indexes). A right answer gets the working; a wrong
        one is told what is wrong and asked to try again (the working is :attr:`solution`)."""
        if self.kind == "number":
            n = parse_number(answer)
            if n is None:
                return False, NUMBER_FIRST
            if abs(n - float(self.answer)) < 1e-9:
                return True, self.right_feedback
            return False, self.try_again(TOO_HIGH if n > float(self.answer) else TOO_LOW)
        if self.kind == "choice":
            given = self._choice(answer)
            if given is None:
                return False, CHOICE_FIRST
            extra = self.choice_feedback.get(given, "")
            if given == self.answer:
                return True, RIGHT + (extra + " " if extra else "") + self.explanation
            return False, self.try_again(extra if extra else NOT_THIS)
        if isinstance(answer, (str, int)):
            answer = [answer]
        picked = {self._choice(a) for a in answer}
        if None in picked:
            return False, "Pick among the choices."
        want = set(self.answer)
        if picked == want:
            return True, self.right_feedback
        return False, self.try_again(many_words(len(picked - want), len(want - picked)))

    def _choice(self, answer: Any) -> Optional[str]:
        if isinstance(answer, int) and not isinstance(answer, bool) and 0 <= answer < len(self.choices):
            return self.choices[answer]
        return answer if answer in self.choices else None

    def wrong_answer(self) -> Any:
        """A wrong answer (for tests and for showing what feedback looks like)."""
        if self.kind == "number":
            return float(self.answer) + 1
        if self.kind == "choice":
            return next(c for c in self.choices if c != self.answer)
        if self.answer:  # leave one right choice out
            return tuple(self.answer[1:])
        return (next(c for c in self.choices if c not in self.answer),)

    # ------------------------------------------------------------------ display
    def __str__(self) -> str:
        lines = [f"[{self.id}, level {self.level}] {self.question}"]
        lines += [f"  ({'abcdefghij'[i]}) {c}" for i, c in enumerate(self.choices)]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        return quiz_html([self])


# ====================================================================== the style

CARD_MM = (60, 82)
"""A printed card's cell on a card sheet, in mm (width, height): 3 × 3 cells and their caption
fit inside A4's printable area (190 × 277 mm at 10 mm margins)."""

PRINT_MARGIN_MM = 10
"""The page margin the kit prints with (``@page``; the PDFs use the same): inside any printer's."""

KIT_CSS = """
.kit-compact{border-collapse:collapse;width:100%;font-size:.86em;line-height:1.3;margin:.3em 0 .8em}
.kit-compact th,.kit-compact td{border:1px solid rgba(128,128,128,.55);padding:2px 5px;vertical-align:top;
 text-align:left;white-space:pre-line}
.kit-compact th{font-weight:bold}
.kit-h{font-weight:bold;margin:.6em 0 .2em;color:inherit}
.kit-sheet{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:8px;align-items:start}
.kit-sheet svg{width:100%;height:auto}
.kit-sheet-cap{margin:.3em 0;font-size:.9em}
.kit-pics{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
.kit-pics>*{min-width:0;max-width:100%}
.kit-quiz{display:flex;flex-direction:column;gap:12px}
.kit-q fieldset{border:1px solid rgba(128,128,128,.6);border-radius:8px;padding:8px 12px;margin:0;min-width:0}
.kit-q legend{font-weight:bold;padding:0 4px;max-width:100%;white-space:normal}
.kit-q label{display:block;margin:4px 0}
.kit-q input[type=text]{font-size:1em;width:7em;padding:2px 4px}
.kit-q button{margin-top:6px;font-size:1em;padding:4px 14px;border-radius:6px;border:1px solid #0b6e8a;
 background:#0b6e8a;color:#fff;cursor:pointer}
.kit-q button.kit-show{background:transparent;color:inherit;margin-left:6px}
.kit-q button[hidden]{display:none}
.kit-q button:focus-visible{outline:3px solid #f6ad55;outline-offset:2px}
.kit-fb,.kit-sol{white-space:pre-line;margin:6px 0 0;min-height:1em}
.kit-sol{border-left:4px solid #0b6e8a;padding-left:8px}
.kit-sol[hidden]{display:none}
.kit-right .kit-fb{border-left:4px solid #2f855a;padding-left:8px}
.kit-wrong .kit-fb{border-left:4px solid #c53030;padding-left:8px}
@media print{
 @page{size:A4;margin:__M__mm}
 .kit-screen-only{display:none!important}
 .bd-main .bd-content .bd-article section:has(>.cell .kit-sheet-page)>:not(.cell),
 .bd-main .bd-content .bd-article section:has(>.cell .kit-sheet-page)>.cell:not(:has(.kit-sheet-page)){display:none!important}
 .cell_output .output:has(.kit-handout,.kit-sheet-page,.kit-quiz,.kit-compact){overflow:visible!important}
 table.kit-compact{font-size:8pt;line-height:1.2;break-inside:auto!important}
 .kit-compact th,.kit-compact td{padding:1px 3px}
 .kit-key-row{break-inside:avoid}
 .kit-pics{zoom:.62;gap:8px}
 .kit-sheet-page{break-inside:avoid;page-break-inside:avoid}
 .kit-sheet-next{break-before:page;page-break-before:always}
 .kit-sheet{grid-template-columns:repeat(3,minmax(0,__W__mm));grid-auto-rows:__H__mm;gap:2mm;justify-content:center}
 .kit-sheet .gp-fig{width:100%;height:100%;box-sizing:border-box;border:.3mm dashed #999;padding:1mm;
  display:flex!important;align-items:center!important;justify-content:center}
 .kit-sheet svg{width:100%!important;height:100%!important;max-width:100%!important}
 .kit-sheet-cap{font-size:8pt;line-height:1.25;margin:1.5mm 0 0}
 .kit-quiz{gap:2mm;font-size:10pt}
 .kit-q{break-inside:avoid;page-break-inside:avoid}
 .kit-q fieldset{padding:1mm 3mm}
 .kit-q legend{font-size:10.5pt}
 .kit-q .game-picture{zoom:.72;margin:0!important}
 .kit-q label{display:inline-block;margin:0 4mm 0 0}
 .kit-q p{margin:0}
 .kit-q button,.kit-fb,.kit-sol{display:none!important}
}
""".strip().replace("__M__", str(PRINT_MARGIN_MM)).replace("__W__", str(CARD_MM[0])).replace("__H__", str(CARD_MM[1]))


def style_tag() -> str:
    """``<style>`` with :data:`KIT_CSS` (every kit output starts with it; repeating it is harmless)."""
    return f"<style>{KIT_CSS}</style>"


def _no_xmlns(html: str) -> str:
    """Inline SVG in HTML needs no namespace URL: drop it (the kit's HTML names no host at all)."""
    return html.replace(' xmlns="http://www.w3.org/2000/svg"', "")


class KitTable(Table):
    """A :class:`~.draw.Table` in the kit's compact style whose cells keep their line breaks."""

    def __init__(self, header, rows, css_class: str = "game-table kit-compact", caption: str = "") -> None:
        super().__init__(header, rows, css_class)
        self.caption = caption

    def _repr_html_(self) -> str:
        cap = f"<caption class='kit-h' style='caption-side:top;text-align:left'>{escape(self.caption)}</caption>" \
            if self.caption else ""
        head = "".join(f"<th scope='col'>{escape(h)}</th>" for h in self.header)
        body = "".join("<tr class='kit-key-row'>" + "".join(f"<td>{escape(c)}</td>" for c in r) + "</tr>"
                       for r in self.rows)
        return (f"{style_tag()}<table class='{self.css_class}'>{cap}<thead><tr>{head}</tr></thead>"
                f"<tbody>{body}</tbody></table>")

    def __repr__(self) -> str:
        # the plain-text table of Table, one physical line per cell line kept readable
        flat = Table(self.header, [[c.replace("\n", " / ") for c in r] for r in self.rows])
        return (self.caption + "\n" if self.caption else "") + repr(flat)


class Handout:
    """Titled blocks (tables, pictures, HTML strings) shown as one output, in order.

    ``heading_level`` is the HTML heading level of each block's title (pick the one that
    follows the page's own headings)."""

    def __init__(self, blocks: Sequence[tuple[str, Any]], heading_level: int = 3, css_class: str = "kit-handout"):
        self.blocks = list(blocks)
        self.heading_level = heading_level
        self.css_class = css_class

    def __iter__(self):
        return iter(self.blocks)

    def __len__(self) -> int:
        return len(self.blocks)

    def __repr__(self) -> str:
        out = []
        for title, block in self.blocks:
            out.append(title)
            out.append(block if isinstance(block, str) else repr(block))
            out.append("")
        return "\n".join(out).rstrip()

    def _repr_html_(self) -> str:
        h = self.heading_level
        parts = [style_tag(), f"<div class='{self.css_class}'>"]
        for title, block in self.blocks:
            if title:
                parts.append(f"<h{h} class='kit-h'>{escape(title)}</h{h}>")
            parts.append(block if isinstance(block, str) else block._repr_html_())
        parts.append("</div>")
        return _no_xmlns("".join(parts))


# ====================================================================== the quiz in the browser

_SCRIPT = """
(function(){
if(window.kitQuizReady)return;window.kitQuizReady=true;
var T=__TEXTS__;
function num(s){s=String(s).replace(/\\u2212/g,'-').replace(/,/g,'.').replace(/\\s+/g,'');
 if(s===''||isNaN(Number(s)))return null;return Number(s);}
function again(f,what){var h=f.dataset.hint;return T.wrong+what+(h?' '+h:'')+' '+T.again;}
function many(extra,missed){var p=[];
 if(extra)p.push(extra+' of your ticks '+(extra===1?'is':'are')+' wrong');
 if(missed)p.push(missed+' right '+(missed===1?'one is':'ones are')+' missing');
 return p.join(' and ')+'.';}
function say(f,ok,msg){var fb=f.querySelector('.kit-fb');
 f.classList.toggle('kit-right',ok===true);f.classList.toggle('kit-wrong',ok===false);
 fb.textContent='';fb.textContent=msg;
 var b=f.querySelector('.kit-show');if(b&&ok===false)b.hidden=false;}
document.addEventListener('click',function(e){
 var b=e.target.closest&&e.target.closest('.kit-show');if(!b)return;
 var s=b.closest('form').querySelector('.kit-sol');s.hidden=false;b.setAttribute('aria-expanded','true');
});
document.addEventListener('submit',function(e){
 var f=e.target;if(!f.classList||!f.classList.contains('kit-q'))return;
 e.preventDefault();
 var d=f.dataset;
 if(d.kind==='number'){
  var n=num(f.elements.a.value),want=Number(d.answer);
  if(n===null){say(f,null,T.number_first);return;}
  if(Math.abs(n-want)<1e-9){say(f,true,d.right);return;}
  say(f,false,again(f,n>want?T.high:T.low));
 }else if(d.kind==='choice'){
  var c=f.querySelector('input[name=a]:checked');
  if(!c){say(f,null,T.choice_first);return;}
  var x=c.dataset.fb||'';
  if(c.value===d.answer){say(f,true,T.right+(x?x+' ':'')+d.right.slice(T.right.length));return;}
  say(f,false,again(f,x||T.not_this));
 }else{
  var got=Array.prototype.map.call(f.querySelectorAll('input[name=a]:checked'),function(x){return x.value;});
  var want=JSON.parse(d.answer);
  var extra=got.filter(function(v){return want.indexOf(v)<0;}).length;
  var missed=want.filter(function(v){return got.indexOf(v)<0;}).length;
  if(!extra&&!missed){say(f,true,d.right);return;}
  say(f,false,again(f,many(extra,missed)));
 }
});
})();
""".strip().replace("__TEXTS__", json.dumps({
    "right": RIGHT, "wrong": WRONG, "again": AGAIN, "high": TOO_HIGH, "low": TOO_LOW, "not_this": NOT_THIS,
    "number_first": NUMBER_FIRST, "choice_first": CHOICE_FIRST}))
"""The quiz's script: it decides like :meth:`Exercise.check`, with the same sentences (the
constants above, written into it), so the page and the library always agree."""


def _attr(s: str) -> str:
    return escape(str(s), quote=True)


def _form(ex: Exercise, number: int, prefix: str) -> str:
    fid = f"{prefix}-{re.sub(r'[^A-Za-z0-9_-]', '-', ex.id)}"
    if ex.kind == "many":
        answer = json.dumps(list(ex.answer))
    elif ex.kind == "number":
        answer = fmt(ex.answer)
    else:
        answer = str(ex.answer)
    head = f"{number}. (Level {ex.level}) {ex.question}"
    pic = ""
    if ex.picture is not None:
        pic = ex.picture._repr_html_() if hasattr(ex.picture, "_repr_html_") else str(ex.picture)
    if ex.kind == "number":
        mode = "" if ex.signed else ' inputmode="numeric"'
        inputs = (f'<label for="{fid}-a">Your answer: </label>'
                  f'<input type="text" id="{fid}-a" name="a" autocomplete="off"{mode}>')
    else:
        typ = "radio" if ex.kind == "choice" else "checkbox"
        inputs = "".join(
            f'<label><input type="{typ}" name="a" value="{_attr(c)}"'
            + (f' data-fb="{_attr(ex.choice_feedback[c])}"' if ex.choice_feedback.get(c) else "")
            + f"> {escape(c)}</label>"
            for c in ex.choices)
        if ex.kind == "many":
            inputs = '<p style="margin:2px 0">Tick every right one (maybe none).</p>' + inputs
    return (f'<form class="kit-q" id="{fid}" data-kind="{ex.kind}" data-answer="{_attr(answer)}" '
            f'data-right="{_attr(ex.right_feedback)}" data-hint="{_attr(ex.hint)}" '
            f'data-level="{ex.level}" novalidate>'
            f'<fieldset><legend>{escape(head)}</legend>{pic}{inputs}'
            f'<div class="kit-buttons"><button type="submit">Check</button> '
            f'<button type="button" class="kit-show" aria-controls="{fid}-sol" aria-expanded="false" hidden>'
            f'{SHOW}</button></div>'
            f'<p class="kit-fb" role="status" aria-live="polite"></p>'
            f'<p class="kit-sol" id="{fid}-sol" hidden>{escape(ex.solution)}</p></fieldset></form>')


def exercise_list(exercises: Any, where: str, name: str = "exercises") -> Sequence:
    """``exercises`` if it is a list of :class:`Exercise` (a list is made of any other sequence).

    >>> exercise_list(["2 + 2?"], "quiz_html")
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: quiz_html: exercises must be a list of exercises (like exercises(seed=1)), not ['2 + 2?']
    """
    takes = "a list of exercises (like exercises(seed=1))"
    if not isinstance(exercises, (list, tuple)):
        exercises = list(need_seq(name, exercises, "exercises (like exercises(seed=1))", where=where))
    if not all(isinstance(ex, Exercise) for ex in exercises):
        raise wrong(name, takes, exercises, where)
    return exercises


def quiz_html(exercises: Iterable[Exercise], prefix: str = "kitq") -> str:
    """The exercises as HTML forms, each with a *Check* button and a live feedback line,
    checked in the reader's browser by one small inline script (no outside URL, no Python).

    >>> h = quiz_html([Exercise("t-1", 1, "2 + 2?", "number", 4, "Two and two.")])
    >>> 'data-answer="4"' in h, "http" in h
    (True, False)
    """
    exercises = exercise_list(exercises, "quiz_html")
    if not isinstance(prefix, str):
        raise wrong("prefix", "a text, like 'kitq'", prefix, "quiz_html")
    forms = "".join(_form(ex, i + 1, prefix) for i, ex in enumerate(exercises))
    html = f'{style_tag()}<div class="kit-quiz">{forms}</div><script>{_SCRIPT}</script>'
    return _no_xmlns(html)


class Quiz:
    """Exercises displayed as a quiz (``_repr_html_`` is :func:`quiz_html`; the text form lists them)."""

    def __init__(self, exercises: Sequence[Exercise], prefix: str = "kitq") -> None:
        self.exercises = list(exercises)
        self.prefix = prefix

    def __repr__(self) -> str:
        return "\n\n".join(str(e) for e in self.exercises)

    def _repr_html_(self) -> str:
        return quiz_html(self.exercises, self.prefix)


def answer_key(exercises: Iterable[Exercise], caption: str = "Answer key") -> KitTable:
    """A printable teacher's key: number, level, question, answer and the worked explanation."""
    rows = []
    for i, ex in enumerate(exercises):
        q = ex.question
        if ex.choices:
            q += "\n" + "\n".join(f"({'abcdefghij'[k]}) {c}" for k, c in enumerate(ex.choices))
        rows.append((str(i + 1), str(ex.level), q, ex.answer_text, ex.explanation))
    return KitTable(("#", "Level", "Question", "Answer", "Working"), rows, caption=caption)


def quiz_json(exercises: Iterable[Exercise]) -> list[dict]:
    """The exercises as plain data (JSON-ready): what another front-end needs to check them."""
    out = []
    for ex in exercise_list(exercises, "quiz_json"):
        out.append({"id": ex.id, "level": ex.level, "question": ex.question, "kind": ex.kind,
                    "choices": list(ex.choices),
                    "answer": list(ex.answer) if ex.kind == "many" else ex.answer,
                    "right": ex.right_feedback, "hint": ex.hint, "solution": ex.solution,
                    "choice_feedback": dict(ex.choice_feedback)})
    return out
