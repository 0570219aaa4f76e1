"""The kit contract every game's exercises are checked with."""
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
    assert any("wrong answer is not refused" in p for p in problems)
    assert any("word is accepted" in p for p in problems)
