"""The kit contract every game's exercises are checked with."""
from html import escape


def test_check_exercises_finds_broken_exercises():
    """The kit contract (games_lib.core.testing.check_exercises) fails an exercise that accepts
    a wrong answer or refuses its own, and passes a sound one."""
    from games_lib.core.quiz import Exercise
    from games_lib.core.testing import check_exercises

    good = Exercise(id="t-1", level=1, topic="t", question="2 + 2?", kind="number", answer=4,
                    explanation="two and two")
    assert check_exercises([good]) == []

    class Lenient(Exercise):
        def check(self, given):
            return True, "Right! anything goes"

    bad = Lenient(id="t-2", level=1, topic="t", question="2 + 2?", kind="number", answer=4, explanation="x")
    problems = check_exercises([bad])
    assert any("wrong answer is not told to try again" in p for p in problems)
    assert any("word is accepted" in p for p in problems)

    class Blurts(Exercise):  # gives the working away at the first wrong answer
        def check(self, given):
            ok, fb = super().check(given)
            return ok, fb if ok else fb.replace("Not quite. ", "Not quite. " + self.explanation + " ")

    problems = check_exercises([Blurts(id="t-3", level=1, topic="t", question="2 + 2?", kind="number", answer=4,
                                       explanation="two and two")])
    assert any("working before asking" in p for p in problems), problems


def test_a_wrong_answer_says_what_is_wrong_and_the_answer_waits():
    """A wrong answer is told what is wrong (too high or low, what that choice gives, how many ticks
    are wrong or missing) and asked to try again; the answer and the working are the solution,
    shown on request."""
    from games_lib.core.quiz import AGAIN, Exercise

    n = Exercise("n", 1, "2 + 2?", "number", 4, "Two and two.", hint="Count on your fingers.")
    assert n.check(5) == (False, "Not quite. Your answer is too high. Count on your fingers. " + AGAIN)
    assert n.check("3")[1].startswith("Not quite. Your answer is too low.")
    assert n.check("four") == (False, "Type a number first.")
    assert n.solution == "The answer is 4. Two and two."
    c = Exercise("c", 1, "Biggest?", "choice", "whale", "Whales are big.", choices=("whale", "shrimp", "crab"),
                 choice_feedback={"shrimp": "A shrimp is tiny."})
    assert c.check("shrimp") == (False, "Not quite. A shrimp is tiny. " + AGAIN)
    assert c.check("crab") == (False, "Not quite. That is not the right choice. " + AGAIN)
    assert c.check(0) == (True, "Right! Whales are big.")
    m = Exercise("m", 1, "Fish?", "many", ("cod", "eel"), "Both swim.", choices=("cod", "eel", "crab", "whale"))
    assert m.check(["cod", "crab"])[1] == "Not quite. 1 of your ticks is wrong and 1 right one is missing. " + AGAIN
    assert m.check(["cod", "eel", "crab", "whale"])[1] == "Not quite. 2 of your ticks are wrong. " + AGAIN
    assert m.check([])[1] == "Not quite. 2 right ones are missing. " + AGAIN
    for ex in (n, c, m):
        assert ex.explanation not in ex.check(ex.wrong_answer())[1]
        assert ex.explanation in ex.solution


def test_check_exercise_set_finds_a_broken_generator():
    """check_exercise_set passes a sound generator and names what a broken one gets wrong."""
    from games_lib.core.quiz import Exercise
    from games_lib.core.testing import check_exercise_set

    def sound(seed=2026, n=12):
        return [Exercise(id=f"s{seed}-{i}", level=1 + i * 3 // n if n >= 3 else 1 + i, topic="t",
                         question=f"{seed}: {i} + 1?", kind="number", answer=i + 1, explanation="add one")
                for i in range(n)]

    assert check_exercise_set(sound) == []

    def unseeded(seed=2026, n=12):
        return sound(seed=0, n=n)

    assert any("same questions" in p for p in check_exercise_set(unseeded))

    def one_level(seed=2026, n=12):
        return [Exercise(id=f"x{i}", level=1, topic="t", question=f"{seed} {i}?", kind="number", answer=1,
                         explanation="one") for i in range(n)]

    problems = check_exercise_set(one_level)
    assert any("three levels" in p for p in problems) and any("cover the three levels" in p for p in problems)


def test_check_quiz_page_finds_a_broken_page():
    """check_quiz_page passes a game's real quiz page and names what a page that calls another
    host, drops a form or loses the feedback gets wrong."""
    from types import SimpleNamespace

    from games_lib.core.testing import check_quiz_page
    from games_lib.pacific_ocean import kit

    exs = kit.exercises(seed=1)
    assert check_quiz_page(kit, exs) == []

    class Page:
        def __init__(self, html):
            self.html = html

        def _repr_html_(self):
            return self.html

    real = kit.quiz(exs)._repr_html_()
    outside = SimpleNamespace(quiz=lambda e: Page(real.replace("<style>", "<link href='https://cdn.example'><style>", 1)),
                              answer_key=kit.answer_key)
    problems = check_quiz_page(outside, exs)
    assert any("another host" in p for p in problems) and any("from outside" in p for p in problems)
    first = exs[0]
    short = SimpleNamespace(quiz=lambda e: Page(real.replace('<form class="kit-q"', "<div", 1)
                                                .replace(escape(first.right_feedback, quote=True), "")),
                            answer_key=kit.answer_key)
    problems = check_quiz_page(short, exs)
    assert any("forms for" in p for p in problems) and any(f"{first.id}: the page lacks the feedback" in p
                                                           for p in problems), problems
