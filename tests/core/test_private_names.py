"""No private name of the library is used outside the module that defines it: a module's
``_name`` is its own business, so a game's author may change it without breaking another one.
(The tests still read some state fields to build positions: see the closing note of the core issue.)"""

from __future__ import annotations

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
# namedtuple's and Jupyter's public protocol names, and IPython's hook for a cell's error output
# (ipykernel overrides it to send the error; core.notebook.show_refusal calls it with the words)
ALLOWED = {"_replace", "_asdict", "_fields", "_make", "_repr_html_", "_repr_svg_", "_repr_markdown_",
           "_showtraceback"}


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__") and name not in ALLOWED


def _defined(tree: ast.AST) -> set:
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            names.add(node.attr)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.isidentifier():
            names.add(node.value)  # __slots__ entries, setattr names
        elif isinstance(node, ast.keyword) and node.arg:
            names.add(node.arg)
    return names


def _uses(path: pathlib.Path) -> list:
    tree = ast.parse(path.read_text())
    own = _defined(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            found += [f"imports {a.name} from {node.module}" for a in node.names if _private(a.name)]
        elif isinstance(node, ast.Attribute) and _private(node.attr) and node.attr not in own:
            if not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
                found.append(f"line {node.lineno}: .{node.attr}")
    return found


def test_no_private_name_is_used_outside_its_module():
    problems = {}
    for path in sorted(ROOT.glob("games_lib/**/*.py")):
        found = _uses(path)
        if found:
            problems[str(path.relative_to(ROOT))] = found
    assert problems == {}


def test_the_check_finds_a_private_name_from_another_module(tmp_path):
    """A negative control: an import of a private name and a private attribute of another
    module's object are both found."""
    p = tmp_path / "m.py"
    p.write_text("from .scoring import _EMPTY\nimport x\ny = x.thing._fixed\nz = x._asdict()\n")
    assert _uses(p) == ["imports _EMPTY from scoring", "line 3: ._fixed"]
