"""The classroom quiz decides right and wrong in the reader's browser, exactly as the library
does (games_lib.core.quiz: a self-contained form per question, no Python, no request)."""

import pytest

from games_lib.pacific_ocean import kit

pytestmark = pytest.mark.browser


def test_the_browser_decides_like_check(browser):
    """The quiz in headless Chromium (no server, no Python in the page): every exercise answered
    right and wrong in several ways (too high and too low, each choice, too many and too few
    ticks) shows exactly the feedback ``check()`` gives, and "Show the answer" shows
    ``solution``, with no request and no error."""
    exs = kit.exercises(seed=3)
    requests, errors = [], []
    page = browser.new_page()
    try:
        page.on("request", lambda r: requests.append(r.url))
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.set_content("<!doctype html><html lang='en'><head><title>quiz</title></head><body>"
                         + kit.quiz(exs)._repr_html_() + "</body></html>")
        forms = page.locator("form.kit-q")
        assert forms.count() == len(exs)
        for i, ex in enumerate(exs):
            form = forms.nth(i)
            if ex.kind == "number":  # too high, too low, right
                tries = (ex.wrong_answer(), float(ex.answer) - 1, ex.answer)
            elif ex.kind == "choice":  # every choice: each wrong one says what it gives
                tries = ex.choices
            else:  # one right left out, every box ticked, none ticked, the answer
                tries = (ex.wrong_answer(), ex.choices, (), ex.answer)
            for given in tries:
                if ex.kind == "number":
                    form.locator("input").fill(str(given).replace("-", "\u2212"))
                else:
                    picks = {given} if ex.kind == "choice" else set(given)
                    for box in form.locator("input").all():
                        if ex.kind == "many":
                            box.set_checked(box.get_attribute("value") in picks)
                        elif box.get_attribute("value") in picks:
                            box.check()
                form.get_by_role("button", name="Check").click()
                shown = form.locator(".kit-fb").inner_text()
                assert shown.split() == ex.check(given)[1].split(), (ex.id, given)
            form.get_by_role("button", name="Show the answer").click()
            assert form.locator(".kit-sol").inner_text().split() == ex.solution.split(), ex.id
    finally:
        page.close()
    assert requests == [] and errors == []
