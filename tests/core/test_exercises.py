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
