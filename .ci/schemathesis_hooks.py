"""Schemathesis hooks for the contract run in .ci/run.

JSON Schema counts a number with a zero fraction (`8.0`) as an integer, but the service reads an
integer only when it is written as one (`8`): a fraction or an exponent where an integer is read
is refused with `malformed_body`, so that no value is ever rounded (docs/service.md). The
clients of JSON APIs write integers as integers, so generated integral floats are sent as the
integers they equal; everything else is sent as generated.
"""

import schemathesis

EXACT = 2**53


def _integers(value):
    if isinstance(value, float) and value.is_integer() and abs(value) <= EXACT:
        return int(value)
    if isinstance(value, dict):
        return {key: _integers(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_integers(item) for item in value]
    return value


@schemathesis.hook
def map_case(context, case):
    if isinstance(case.body, (dict, list)):
        case.body = _integers(case.body)
    return case
