"""The campaign file's JSON read a record at a time: the same values as the json module, in
any layout and however the text arrives, and the same errors at the same line and column."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from models.errors import DocumentError
from models.records import stream
from models.records.stream import Items, Members

SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**20), max_value=10**20)
    | st.text(max_size=12)
)
VALUES = st.recursive(
    SCALARS,
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4)
    ),
    max_leaves=12,
)
DOCUMENTS = st.dictionaries(st.text(max_size=8), st.lists(VALUES, max_size=5) | VALUES, max_size=5)
LAYOUTS = st.sampled_from(
    [
        {"separators": (",", ":")},  # all on one line
        {"indent": 2},
        {"indent": "\t", "ensure_ascii": False},
        {"indent": 0, "separators": (" ,\n", " :\r\n ")},
    ]
)


def read_all(text: str) -> dict[str, Any]:
    result = {}
    for name, value in Members(io.StringIO(text, newline="")):
        result[name] = list(value) if isinstance(value, Items) else value
    return result


@settings(max_examples=150, deadline=None)
@given(document=DOCUMENTS, layout=LAYOUTS, chunk=st.integers(min_value=1, max_value=40))
def test_any_layout_read_in_any_pieces_gives_what_the_json_module_gives(
    document: dict[str, Any], layout: dict[str, Any], chunk: int
) -> None:
    text = json.dumps(document, **layout)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(stream, "CHUNK", chunk)
        assert read_all(text) == json.loads(text)


@pytest.mark.parametrize(
    "text",
    [
        '{"a": [1, 2,, 3]}',
        '{"a": [1, 2]\n,\n "b": tru}',
        '{"a": {"b": 1}\n "c": 2}',
        '{\n\n  "a": [\n    {"x": "unterminated\n  ]}',
        '{"a": [1, 2]} extra',
        '{"a": [1,]}',
        '{"a" 1}',
        "",
    ],
)
@pytest.mark.parametrize("chunk", [1, 3, 1 << 20])
def test_an_error_is_at_the_line_and_column_the_json_module_names(text: str, chunk: int) -> None:
    with pytest.raises(json.JSONDecodeError) as expected:
        json.loads(text)
    where = f"at line {expected.value.lineno}, column {expected.value.colno})"
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(stream, "CHUNK", chunk)
        with pytest.raises(DocumentError) as caught:
            read_all(text)
    assert str(caught.value).endswith(where), (str(caught.value), where)
